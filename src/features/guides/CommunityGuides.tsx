import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { hasTag, tagsInUse } from '../../domain/guideTags';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { lazyAdminPart } from '../../ui/lazyNamed';
import { useGuides } from './api/guideQueries';
import { GuideCard } from './GuideCard';
import { GuideTagFilter } from './GuideTagFilter';

// Admin-only: downloaded the first time an admin sees the list, never by visitors.
const GuideAdminActions = lazyAdminPart(
  () => import('./admin/GuideAdminActions'),
  'GuideAdminActions',
);

export function CommunityGuides({ isAdmin }: { isAdmin: boolean }) {
  const guides = useGuides();
  const tag = useSearchParams()[0].get('tag')?.trim() ?? '';
  const shown = guides.data?.filter((guide) => tag === '' || hasTag(guide.tags, tag)) ?? [];

  let body;
  if (guides.isPending) body = <Spinner label="Loading guides…" />;
  else if (guides.isError) {
    body = <LoadError summary="Could not load the guides" query={guides} />;
  } else if (guides.data.length === 0) {
    body = <p className="guides__empty">No community guides yet. Check back soon!</p>;
  } else if (shown.length === 0) {
    body = <p className="guides__empty">No guides are tagged “{tag}”.</p>;
  } else {
    body = (
      <ul className="guide-cards">
        {shown.map((guide) => (
          <GuideCard
            key={guide.id}
            guide={guide}
            actions={
              isAdmin && (
                <Suspense fallback={null}>
                  <GuideAdminActions guide={guide} />
                </Suspense>
              )
            }
          />
        ))}
      </ul>
    );
  }

  return (
    <section className="guides__group" aria-labelledby="community-guides">
      <h2 id="community-guides">Community guides</h2>
      {guides.data && <GuideTagFilter tags={tagsInUse(guides.data)} chosen={tag} />}
      {body}
    </section>
  );
}
