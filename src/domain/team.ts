/**
 * Teams (docs/product.md#teams): heroes that work together in a game mode, each a record like a
 * code: versioned, kept in history, deleted to the trash. A team names its heroes by id; what a
 * team shows of a hero that is in the trash or deleted for good is decided here, once, for the
 * server, the Firebase adapter and the pages.
 */

/** One slot of a team: a hero, what it does there, and who can stand in for it. */
export interface TeamMember {
  /** The hero's id. */
  hero: string;
  /** Plain text, '' when none: "Main damage", "Keeps the back row alive". */
  role: string;
  /** Heroes' ids that can take this slot, in order. */
  substitutes: string[];
}

/** What an admin writes. */
export interface TeamInput {
  name: string;
  /** The game mode's id (src/domain/gameMode.ts). */
  mode: string;
  /** TEAM_MEMBERS_MIN to TEAM_MEMBERS_MAX members, in order. */
  members: TeamMember[];
  /** Guide HTML, cleaned by the one sanitizer; '' when none. */
  notes: string;
  tags: string[];
}

export interface Team extends TeamInput {
  id: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export const TEAM_NAME_MAX = 80;
export const TEAM_MEMBERS_MIN = 3;
export const TEAM_MEMBERS_MAX = 5;
export const TEAM_ROLE_MAX = 60;
export const TEAM_SUBSTITUTES_MAX = 3;
export const TEAM_TAGS_MAX = 8;
export const TEAM_TAG_MAX = 24;
export const TEAM_NOTES_MAX = 50_000;

export const TEAM_MEMBERS_MESSAGE = `A team has ${TEAM_MEMBERS_MIN} to ${TEAM_MEMBERS_MAX} members.`;
export const HERO_IN_TEAM_TWICE = 'This hero is already in the team.';
export const REMOVED_HERO = 'removed hero';
/** What a team shows for its game mode when the mode is not live (in the trash or deleted). */
export const REMOVED_MODE = 'removed game mode';
export const GONE_HERO_NOTICE =
  'A hero of this team was deleted for good. Edit the team to put another hero in its place.';

/**
 * How a team shows one of its heroes: `live` (on the site), `removed` (not among the live heroes:
 * in the trash, or, where the trash is not known, deleted for good) or `gone` (admins, who know
 * the trash: deleted for good, so the team needs fixing).
 */
export type TeamHeroState = 'live' | 'removed' | 'gone';

/**
 * `trashed` is the ids of heroes in the trash, known to admins only; visitors pass undefined and
 * see every missing hero as removed.
 */
export function teamHeroState(
  heroId: string,
  liveIds: ReadonlySet<string>,
  trashed?: ReadonlySet<string>,
): TeamHeroState {
  if (liveIds.has(heroId)) return 'live';
  if (trashed && !trashed.has(heroId)) return 'gone';
  return 'removed';
}

/** Every hero id a team names: members, then substitutes. */
export const teamHeroIds = (team: Pick<TeamInput, 'members'>): string[] => [
  ...team.members.map((member) => member.hero),
  ...team.members.flatMap((member) => member.substitutes),
];

/** A team page's title: "{name} – Teams" (its tab, and its head on the server). */
export const teamTitle = (team: Pick<TeamInput, 'name'>) => `${team.name} – Teams`;

/** Whether the admin should fix the team: one of its heroes is deleted for good. */
export const teamNeedsFixing = (
  team: Pick<TeamInput, 'members'>,
  liveIds: ReadonlySet<string>,
  trashed: ReadonlySet<string>,
) => teamHeroIds(team).some((id) => teamHeroState(id, liveIds, trashed) === 'gone');

/** The teams in list order: by name, then newest first. */
export function sortTeams<T extends Pick<Team, 'name' | 'createdAt'>>(teams: readonly T[]): T[] {
  return [...teams].sort(
    (a, b) =>
      a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true }) ||
      b.createdAt.localeCompare(a.createdAt),
  );
}

/** The teams of the filter `?mode=…&hero=…` (an empty value: any); a hero counts as a substitute too. */
export function filterTeams<T extends Pick<TeamInput, 'mode' | 'members'>>(
  teams: readonly T[],
  filter: { mode?: string; hero?: string },
): T[] {
  return teams.filter(
    (team) =>
      (!filter.mode || team.mode === filter.mode) &&
      (!filter.hero || teamHeroIds(team).includes(filter.hero)),
  );
}

/** The most heroes "Pairs well with" shows. */
export const PAIRS_SHOWN = 5;

export interface HeroPair {
  hero: string;
  /** How many teams have both heroes as members. */
  teams: number;
}

/**
 * "Pairs well with": the heroes most often in a team's members with `heroId` (substitutes do not
 * count), most teams first, then by the order `tieBreak` gives (for example by name); only heroes
 * in `liveIds`.
 */
export function pairsWellWith(
  heroId: string,
  teams: readonly Pick<TeamInput, 'members'>[],
  liveIds: ReadonlySet<string>,
  tieBreak: (a: string, b: string) => number = (a, b) => a.localeCompare(b),
  limit = PAIRS_SHOWN,
): HeroPair[] {
  const counts = new Map<string, number>();
  for (const team of teams) {
    const members = new Set(team.members.map((member) => member.hero));
    if (!members.has(heroId)) continue;
    for (const other of members) {
      if (other !== heroId && liveIds.has(other)) counts.set(other, (counts.get(other) ?? 0) + 1);
    }
  }
  return [...counts]
    .map(([hero, count]) => ({ hero, teams: count }))
    .sort((a, b) => b.teams - a.teams || tieBreak(a.hero, b.hero))
    .slice(0, limit);
}
