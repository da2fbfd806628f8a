import { Suspense } from 'react';
import { useIsAdmin } from '../../backend/useAuth';
import { lazyAdminPart } from '../../ui/lazyNamed';
import { usePageTitle } from '../../ui/usePageTitle';
import { CommunityGuides } from './CommunityGuides';
import { FeaturedGuides } from './FeaturedGuides';
import './guides.css';

/** The page's title, in the tab and in its head on the server (src/app/serverParts.ts). */
export const GUIDES_TITLE = 'Guides';

const CreateGuideButton = lazyAdminPart(
  () => import('./admin/CreateGuideButton'),
  'CreateGuideButton',
);
const DraftGuides = lazyAdminPart(() => import('./admin/DraftGuides'), 'DraftGuides');

export function GuidesPage() {
  usePageTitle(GUIDES_TITLE);
  const isAdmin = useIsAdmin();
  return (
    <section className="page guides">
      <div className="guides__header">
        <h1>{GUIDES_TITLE}</h1>
        {isAdmin && (
          <Suspense fallback={null}>
            <CreateGuideButton />
          </Suspense>
        )}
      </div>
      <p className="page__lead">
        Guides written by players for players: strategies, team building and progression tips.
      </p>
      <FeaturedGuides />
      <CommunityGuides isAdmin={isAdmin} />
      {isAdmin && (
        <Suspense fallback={null}>
          <DraftGuides />
        </Suspense>
      )}
    </section>
  );
}
