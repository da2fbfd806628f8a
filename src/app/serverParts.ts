import type { QueryClient } from '@tanstack/react-query';
import type { Hero } from '../domain/hero';
import { compareIds } from '../domain/heroCompare';
import { filterTeams, type Team } from '../domain/team';
import { CALCULATOR_TITLE } from '../features/calculator/GuildCalculatorPage';
import { CODES_TITLE } from '../features/codes/CodesPage';
import { EQUIPMENT_TITLE } from '../features/equipment/EquipmentPage';
import { ITEM_NOT_FOUND } from '../features/equipment/EquipmentItemPage';
import { TALISMAN_TITLE } from '../features/gallery/TalismanPage';
import { UPGRADE_REQUIREMENTS_TITLE } from '../features/gallery/UpgradeRequirementsPage';
import { GUIDE_NOT_FOUND } from '../features/guides/guideNotFound';
import { GUIDES_TITLE } from '../features/guides/GuidesPage';
import { HERO_NOT_FOUND } from '../features/heroes/HeroPage';
import { HEROES_TITLE } from '../features/heroes/HeroesPage';
import { TIER_CHANGES_TITLE } from '../features/heroes/TierChangesPage';
import { DISCLAIMER_TITLE } from '../features/pages/DisclaimerPage';
import { HOME_TITLE } from '../features/pages/HomePage';
import { TEAM_NOT_FOUND } from '../features/teams/TeamPage';
import { TEAMS_TITLE } from '../features/teams/TeamsPage';
import { settingsQueries } from '../features/calculator/api/settingsQueries';
import { codeQueries } from '../features/codes/api/codeQueries';
import { mediaQueries } from '../features/gallery/api/mediaQueries';
import { guideQueries } from '../features/guides/api/guideQueries';
import { STATIC_GUIDES } from '../features/guides/static/staticGuides';
import { heroKeys, heroQueries } from '../features/heroes/api/heroQueries';
import { equipmentQueries } from '../data/equipmentQuery';
import { GAME_MODES_KEY, gameModesQuery } from '../data/gameModesQuery';
import { HERO_LIST_KEY, heroListQuery } from '../data/heroListQuery';
import { siteSettingsQueries } from '../data/siteSettingsQuery';
import { teamKeys, teamQueries } from '../data/teamsQuery';
import type { PublicPageName } from './pages';
import {
  compareMeta,
  equipmentMeta,
  guideMeta,
  heroMeta,
  heroesMeta,
  staticMeta,
  teamMeta,
} from './pageMeta';
import { read } from './pageReads';
import { recordPage, type PageServerPart } from './pageServerPart';

const HEROES_DESCRIPTION =
  'Every hero ranked from Meta to Food, with stats and the recommended talisman, spirit, rune, codex and pet for each.';
const TEAMS_DESCRIPTION =
  'Hero teams for each game mode: who plays together, what each hero does there, and who can stand in.';
const EQUIPMENT_DESCRIPTION =
  'Every equipment item by slot and rarity, with its stats, set bonus and where to get it.';
const GUIDES_DESCRIPTION =
  'Guides written by players: pets, war spirits, codex, upgrade priorities and more.';

/**
 * The hero page's teams (docs/product.md#hero-page) name the heroes it pairs well with: the
 * heroes are read when it is in a team.
 */
const inATeam = (client: QueryClient, id: string) =>
  filterTeams(client.getQueryData<Team[]>(teamKeys.list()) ?? [], { hero: id }).length > 0;

/** The hero page's recommended equipment (docs/product.md#hero-page): read when it names some. */
const recommendsEquipment = (client: QueryClient, id: string) =>
  Boolean(client.getQueryData<Hero>(heroKeys.detail(id))?.recommendedEquipment.length);

/**
 * What the server renders each public page with, under the page's name (pages.ts): a page
 * missing here fails type-checking. Descriptions are cut by search engines past about 160
 * characters.
 */
export const SERVER_PARTS: Record<PublicPageName, PageServerPart> = {
  home: {
    source: 'src/app/homePage.tsx',
    // Codes: the page's HTML is then kept no longer than its codes stay right. Heroes and modes:
    // the latest tier changes, named by mode. Settings: the community chat link.
    reads: [
      read(codeQueries.list),
      read(guideQueries.list),
      read(heroQueries.list),
      read(gameModesQuery),
      read(siteSettingsQueries.site),
    ],
    head: staticMeta(
      HOME_TITLE,
      'Unofficial community guide for players: hero tier lists, redemption codes, upgrade requirements, guides and a guild level calculator.',
    ),
  },
  heroes: {
    source: 'src/features/heroes/HeroesPage.tsx',
    // Settings: the tier legend. Modes: the mode links, and a mode's own list (`?mode=…`).
    reads: [read(heroQueries.list), read(gameModesQuery), read(siteSettingsQueries.site)],
    head: ({ queryClient, search }) =>
      heroesMeta(
        staticMeta(HEROES_TITLE, HEROES_DESCRIPTION),
        queryClient.getQueryData(GAME_MODES_KEY),
        search?.get('mode'),
      ),
  },
  heroCompare: {
    source: 'src/features/heroes/HeroComparePage.tsx',
    unlisted: true,
    reads: [read(heroQueries.list), read(gameModesQuery)],
    head: ({ queryClient, search }) => {
      const heroes = queryClient.getQueryData<Hero[]>(HERO_LIST_KEY) ?? [];
      const heroOf = (id: string) => heroes.find((hero) => hero.id === id);
      const ids = compareIds(search?.get('ids') ?? null, search?.get('add'), (id) => !!heroOf(id));
      return compareMeta(ids.flatMap((id) => heroOf(id) ?? []));
    },
  },
  hero: {
    source: 'src/features/heroes/HeroPage.tsx',
    // Modes: the hero's ratings in each. Teams: the teams it is in, and who it pairs well with.
    // Equipment: the items it recommends.
    ...recordPage(
      heroQueries.detail,
      heroMeta,
      staticMeta(HERO_NOT_FOUND, HEROES_DESCRIPTION),
      read(gameModesQuery),
      read(teamQueries.list),
      read(heroListQuery, inATeam),
      read(equipmentQueries.list, recommendsEquipment),
    ),
  },
  tierChanges: {
    source: 'src/features/heroes/TierChangesPage.tsx',
    // Modes: each change names its mode.
    reads: [read(heroQueries.list), read(gameModesQuery)],
    head: staticMeta(
      TIER_CHANGES_TITLE,
      'Every change to the hero tier list, newest first: which heroes moved up or down, and when.',
    ),
  },
  teams: {
    source: 'src/features/teams/TeamsPage.tsx',
    // Heroes and modes: each member's name and portrait, each team's mode and the filters.
    reads: [read(teamQueries.list), read(heroListQuery), read(gameModesQuery)],
    head: staticMeta(TEAMS_TITLE, TEAMS_DESCRIPTION),
  },
  team: {
    source: 'src/features/teams/TeamPage.tsx',
    ...recordPage(
      teamQueries.detail,
      (team, queryClient) =>
        teamMeta(
          team,
          queryClient.getQueryData(HERO_LIST_KEY),
          queryClient.getQueryData(GAME_MODES_KEY),
        ),
      staticMeta(TEAM_NOT_FOUND, TEAMS_DESCRIPTION),
      read(heroListQuery),
      read(gameModesQuery),
    ),
  },
  codes: {
    source: 'src/features/codes/CodesPage.tsx',
    reads: [read(codeQueries.list)],
    head: staticMeta(
      CODES_TITLE,
      'Active redemption codes with their expiry dates. Copy a code with one tap.',
    ),
  },
  guides: {
    source: 'src/features/guides/GuidesPage.tsx',
    reads: [read(guideQueries.list)],
    head: staticMeta(GUIDES_TITLE, GUIDES_DESCRIPTION),
  },
  petsGuide: {
    source: 'src/features/guides/static/PetsGuidePage.tsx',
    reads: [],
    head: staticMeta(
      STATIC_GUIDES.petsGuide.title,
      'Pets fight beside your heroes and quietly add stats to the whole team: which to raise first and how to feed them.',
      'article',
    ),
  },
  warSpiritGuide: {
    source: 'src/features/guides/static/WarSpiritGuidePage.tsx',
    reads: [],
    head: staticMeta(
      STATIC_GUIDES.warSpiritGuide.title,
      'War spirits explained: which spirit suits which team, and where to spend your resources.',
      'article',
    ),
  },
  codexGuide: {
    source: 'src/features/guides/static/CodexGuidePage.tsx',
    reads: [],
    head: staticMeta(
      STATIC_GUIDES.codexGuide.title,
      'The codex explained: which entries to complete first for the biggest team-wide bonuses.',
      'article',
    ),
  },
  upgradePriorityGuide: {
    source: 'src/features/guides/static/UpgradePriorityGuidePage.tsx',
    reads: [],
    head: staticMeta(
      STATIC_GUIDES.upgradePriorityGuide.title,
      'What to upgrade first for PvP, in order, so every resource counts.',
      'article',
    ),
  },
  guide: {
    source: 'src/features/guides/GuideDetailPage.tsx',
    ...recordPage(guideQueries.detail, guideMeta, staticMeta(GUIDE_NOT_FOUND, GUIDES_DESCRIPTION)),
  },
  calculator: {
    source: 'src/features/calculator/GuildCalculatorPage.tsx',
    reads: [read(settingsQueries.guildTable)],
    head: staticMeta(
      CALCULATOR_TITLE,
      'How many guild points each level needs, how far you are from the next one, and how long it will take.',
    ),
  },
  upgrade: {
    source: 'src/features/gallery/UpgradeRequirementsPage.tsx',
    reads: [read(mediaQueries.list)],
    head: staticMeta(
      UPGRADE_REQUIREMENTS_TITLE,
      'Upgrade requirement charts: what each upgrade costs, at a glance.',
    ),
  },
  talisman: {
    source: 'src/features/gallery/TalismanPage.tsx',
    reads: [read(mediaQueries.list)],
    head: staticMeta(TALISMAN_TITLE, 'Talisman charts for SPC and SURV builds.'),
  },
  disclaimer: {
    source: 'src/features/pages/DisclaimerPage.tsx',
    reads: [],
    head: staticMeta(
      DISCLAIMER_TITLE,
      'An unofficial fan site, not affiliated with the game or its publisher.',
    ),
  },
  equipment: {
    source: 'src/features/equipment/EquipmentPage.tsx',
    // Settings: the slot list, which orders the items and offers the slot filter.
    reads: [read(equipmentQueries.list), read(siteSettingsQueries.site)],
    head: staticMeta(EQUIPMENT_TITLE, EQUIPMENT_DESCRIPTION),
  },
  equipmentItem: {
    source: 'src/features/equipment/EquipmentItemPage.tsx',
    // Heroes: the ones that recommend the item.
    ...recordPage(
      equipmentQueries.item,
      equipmentMeta,
      staticMeta(ITEM_NOT_FOUND, EQUIPMENT_DESCRIPTION),
      read(heroListQuery),
    ),
  },
};
