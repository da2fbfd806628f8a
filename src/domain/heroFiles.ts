import { guideImageSources } from './guide';
import type { HeroInput } from './hero';

/** The guide HTML a hero holds: its build notes and its skills' descriptions, the empty left out. */
export const heroHtml = (hero: Pick<HeroInput, 'buildNotes' | 'skills'>): string[] =>
  [hero.buildNotes, ...hero.skills.map((skill) => skill.description)].filter(Boolean);

/**
 * The stored files a hero shows: its image, and the images its build notes and its skills'
 * descriptions show by URL (as a guide's content does). `pathOfUrl` turns one of this site's file
 * URLs into its stored path (null otherwise). Each file once; a file any of them names is in use
 * (docs/product.md#media-library).
 */
export function heroFiles(
  hero: Pick<HeroInput, 'imagePath' | 'buildNotes' | 'skills'>,
  pathOfUrl: (url: string) => string | null,
): string[] {
  const shown = heroHtml(hero).flatMap((html) => guideImageSources(html).map(pathOfUrl));
  const paths = [hero.imagePath, ...shown];
  return [...new Set(paths.filter((path): path is string => Boolean(path)))];
}
