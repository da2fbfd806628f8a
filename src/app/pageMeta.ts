import { equipmentTitle, statsLine, type EquipmentItem } from '../domain/equipment';
import type { Guide } from '../domain/guide';
import type { Hero } from '../domain/hero';
import type { GameMode } from '../domain/gameMode';
import { REMOVED_HERO, teamTitle, type Team } from '../domain/team';
import { compareTitle } from '../domain/heroCompare';
import { decodeEntities, guidePreview } from '../domain/guidePreview';
import { paths } from '../domain/paths';

/** How a page presents itself in its first HTML: tab title, search snippet and share card. */
export interface PageMeta {
  /** The page's own title; the tab reads "{title} · Hero Guide" (docs/product.md#layout). */
  title: string;
  description: string;
  /** The share card's image (a path on this site or an absolute URL); the site card otherwise. */
  image?: { url: string; alt: string };
  type: 'website' | 'article';
  /** Article structured data of a guide. */
  article?: { published: string; modified: string };
  /** The page's main record does not exist: answered 404 with the page's not-found message. */
  notFound?: boolean;
  /**
   * The query that makes the address a page of its own (`?mode=…`, a game mode's tier list),
   * kept in its canonical URL; other queries (filters) are left out of it.
   */
  query?: string;
}

/** The query of a link to `page`: what follows its path. */
const queryOf = (page: { pattern: string }, href: string) => href.slice(page.pattern.length);

/** Search engines cut snippets around this length. */
const DESCRIPTION_LENGTH = 160;

export const staticMeta = (
  title: string,
  description: string,
  type: PageMeta['type'] = 'website',
): PageMeta => ({ title, description, type });

export function heroMeta(hero: Hero | undefined): PageMeta {
  if (!hero) return staticMeta('Hero', '');
  const summary = `${hero.name}: ${hero.tier} tier. ${hero.description}`;
  return {
    title: hero.name,
    description: guidePreview(summary, DESCRIPTION_LENGTH),
    type: 'website',
    ...(hero.imageUrl && { image: { url: hero.imageUrl, alt: hero.name } }),
  };
}

/**
 * An equipment item's head: "{name} – Equipment", its rarity, slot and stats (then its set bonus)
 * as the description, its image as the share card.
 */
export function equipmentMeta(item: EquipmentItem | undefined): PageMeta {
  if (!item) return staticMeta('Equipment', '');
  const stats = statsLine(item.stats);
  const summary = [
    `${item.name}: ${item.rarity} ${item.slot}.`,
    stats && `${stats}.`,
    item.setBonus && `Set bonus: ${item.setBonus}`,
  ]
    .filter(Boolean)
    .join(' ');
  return {
    title: equipmentTitle(item.name),
    description: guidePreview(summary, DESCRIPTION_LENGTH),
    type: 'website',
    ...(item.imageUrl && { image: { url: item.imageUrl, alt: item.name } }),
  };
}

/**
 * The tier list's head: a game mode's own title and description when the address names a live
 * one (`?mode=…`), the overall list's otherwise.
 */
export function heroesMeta(
  overall: PageMeta,
  modes: readonly GameMode[] | undefined,
  modeId: string | null | undefined,
): PageMeta {
  const mode = modes?.find((candidate) => candidate.id === modeId);
  if (!mode) return overall;
  const about = mode.description ? ` ${mode.description}` : '';
  return {
    title: `${mode.name} tier list`,
    description: guidePreview(
      `Every hero ranked for ${mode.name}, with the reason for each tier.${about}`,
      DESCRIPTION_LENGTH,
    ),
    type: 'website',
    query: queryOf(paths.heroes, paths.heroes.href({ mode: mode.id })),
  };
}

/** The compare page's head: the heroes it shows by name, the first one's picture as its card. */
export function compareMeta(heroes: readonly Hero[]): PageMeta {
  if (heroes.length === 0) {
    return staticMeta(
      'Compare heroes',
      'Set up to four heroes side by side: tiers, stats and builds.',
    );
  }
  const names = heroes.map((hero) => hero.name).join(', ');
  const first = heroes.find((hero) => hero.imageUrl);
  return {
    title: compareTitle(heroes),
    description: guidePreview(
      `${names} side by side: overall and per-mode tiers with the reasons, stats and recommended builds.`,
      DESCRIPTION_LENGTH,
    ),
    type: 'website',
    query: queryOf(paths.heroCompare, paths.heroCompare.href(heroes.map((hero) => hero.id))),
    ...(first && { image: { url: first.imageUrl, alt: first.name } }),
  };
}

/** "A, B and C". */
const listed = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');

/**
 * A team's head: "{name} – Teams", a description naming its game mode and its members, and its
 * first member's portrait as its share card.
 */
export function teamMeta(
  team: Team | undefined,
  heroes: readonly Hero[] | undefined,
  modes: readonly GameMode[] | undefined,
): PageMeta {
  if (!team) return staticMeta('Team', '');
  const heroOf = (id: string | undefined) => heroes?.find((hero) => hero.id === id);
  const names = team.members.map((member) => heroOf(member.hero)?.name ?? REMOVED_HERO);
  const mode = modes?.find((candidate) => candidate.id === team.mode);
  const first = heroOf(team.members[0]?.hero);
  return {
    title: teamTitle(team),
    description: guidePreview(
      `${team.name}: a team${mode ? ` for ${mode.name}` : ''} of ${listed(names)}.`,
      DESCRIPTION_LENGTH,
    ),
    type: 'website',
    ...(first?.imageUrl && { image: { url: first.imageUrl, alt: first.name } }),
  };
}

const FIRST_IMAGE = /<img\b(?:"[^"]*"|'[^']*'|[^'">])*?\ssrc="([^"]+)"/i;

export function guideMeta(guide: Guide | undefined): PageMeta {
  if (!guide) return staticMeta('Guide', '', 'article');
  const image = FIRST_IMAGE.exec(guide.content)?.[1];
  return {
    title: guide.title,
    description: guidePreview(guide.content, DESCRIPTION_LENGTH),
    type: 'article',
    article: { published: guide.createdAt, modified: guide.updatedAt },
    ...(image && { image: { url: decodeEntities(image), alt: guide.title } }),
  };
}
