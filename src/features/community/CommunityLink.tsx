import { Suspense } from 'react';
import { useIsAdmin } from '../../backend/useAuth';
import { communityLink } from '../../domain/siteSettings';
import { lazyAdminPart } from '../../ui/lazyNamed';
import { useSiteSettings } from '../../data/siteSettingsQuery';

/** The link the site was built with (README, "Configuration"), shown while admins set none. */
const BUILT_WITH = import.meta.env.VITE_COMMUNITY_URL;

// Admin-only: the link's form is downloaded only once an admin is signed in.
const CommunityLinkEditor = lazyAdminPart(
  () => import('./admin/CommunityLinkEditor'),
  'CommunityLinkEditor',
);

/**
 * "Join our community chat" on the home page (docs/product.md#home), only while there is a link
 * to follow: the one admins set in the app, else the one the site was built with. Admins change
 * it here.
 */
export function CommunityLink() {
  const isAdmin = useIsAdmin();
  const settings = useSiteSettings();
  const url = communityLink(settings.data?.communityUrl ?? '', BUILT_WITH);
  return (
    <>
      {url && (
        <p>
          <a href={url} target="_blank" rel="noopener noreferrer" className="home__community">
            Join our community chat
          </a>
        </p>
      )}
      {isAdmin && settings.isSuccess && (
        <Suspense fallback={null}>
          <CommunityLinkEditor settings={settings.data} builtWith={BUILT_WITH ?? ''} />
        </Suspense>
      )}
    </>
  );
}
