import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useBackend } from '../../../backend';
import { GONE_HERO_NOTICE, teamNeedsFixing, type TeamInput } from '../../../domain/team';
import { historyQueries } from '../../../data/history/historyQueries';

interface GoneHeroNoticeProps {
  team: Pick<TeamInput, 'members'>;
  /** The live heroes' ids. */
  liveIds: ReadonlySet<string>;
}

/**
 * Tells an admin that one of the team's heroes was deleted for good (not live and not in the
 * trash, which only admins can read), so the team needs another hero in its place. Visitors see
 * such a hero as "removed hero" only (docs/product.md#teams).
 */
export function GoneHeroNotice({ team, liveIds }: GoneHeroNoticeProps) {
  const trash = useQuery(historyQueries.trashListed(useBackend())).data;
  const trashedHeroes = useMemo(
    () =>
      trash &&
      new Set(trash.filter((entry) => entry.collection === 'heroes').map((entry) => entry.itemId)),
    [trash],
  );
  if (!trashedHeroes || !teamNeedsFixing(team, liveIds, trashedHeroes)) return null;
  return (
    <p className="team-notice" role="note">
      {GONE_HERO_NOTICE}
    </p>
  );
}
