import { guideImageSources } from './guide';
import type { HeroInput } from './hero';

/**
 * The stored files a hero shows: its image, and the images its build notes show by URL (as a
 * guide's content does). `pathOfUrl` turns one of this site's file URLs into its stored path
 * (null otherwise). Each file once; a file any of them names is in use
 * (docs/product.md#media-library).
 */
export function heroFiles(
  hero: Pick<HeroInput, 'imagePath' | 'buildNotes'>,
  pathOfUrl: (url: string) => string | null,
): string[] {
  const notes = guideImageSources(hero.buildNotes).map(pathOfUrl);
  const paths = [hero.imagePath, ...notes];
  return [...new Set(paths.filter((path): path is string => Boolean(path)))];
}
