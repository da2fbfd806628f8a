import { teamHeroIds, type TeamInput } from '../../domain/team';
import { cleanedTeam, requireLiveTeam } from '../../domain/teamChecks';
import { existsInTransaction } from './existsInTransaction';
import type { WriteRules } from './recordWrites';
import type { FirebaseServices } from './services';
import { TEAM_DOCS } from './teams';
import type { AlsoInTransaction } from './versionedWrite';

/**
 * Part of a team write's transaction: its game mode and heroes must exist now (`modes/{id}`,
 * `heroes/{id}`), so one deleted meanwhile makes Firestore run the write again, which then refuses
 * it (docs/decisions.md#teams-keep-their-heroes).
 */
function liveInTransaction(services: FirebaseServices, team: TeamInput): AlsoInTransaction {
  const heroIds = [...new Set(teamHeroIds(team))];
  return async (transaction) => {
    const exists = (collectionName: string, id: string) =>
      existsInTransaction(transaction, services.firestore(), collectionName, id);
    const [modeLive, ...heroesLive] = await Promise.all([
      exists('modes', team.mode),
      ...heroIds.map((id) => exists('heroes', id)),
    ]);
    requireLiveTeam(team, {
      modes: new Set(modeLive ? [team.mode] : []),
      heroes: new Set(heroIds.filter((_, index) => heroesLive[index])),
    });
    return () => undefined;
  };
}

/**
 * Teams' own writes (docs/product.md#teams): their notes are cleaned by the one guide-HTML
 * sanitizer, as a guide's content is, and a write names a live game mode and live heroes. A
 * delete, and a restore from the trash, keep the mode and heroes it names as they are.
 */
export const teamWrites = (services: FirebaseServices): WriteRules<'teams'> => ({
  docs: TEAM_DOCS,
  clean: (team, { sanitize, isOwnImage }) => cleanedTeam(team, sanitize, isOwnImage),
  also: (team) => (team ? liveInTransaction(services, team) : undefined),
});
