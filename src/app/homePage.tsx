import { ActiveCodesSection } from '../features/codes/ActiveCodesSection';
import { CommunityLink } from '../features/community/CommunityLink';
import { NewestGuidesSection } from '../features/guides/NewestGuidesSection';
import { HomePage } from '../features/pages/HomePage';
import { LatestTierChanges } from '../features/pages/LatestTierChanges';

/**
 * The home page with the sections other features contribute, one line each: composed here
 * because features never import each other. Its own chunk, so what it adds is downloaded by the
 * home page only, not by every page.
 */
export function Home() {
  return (
    <HomePage community={<CommunityLink />}>
      <ActiveCodesSection />
      <LatestTierChanges />
      <NewestGuidesSection />
    </HomePage>
  );
}
