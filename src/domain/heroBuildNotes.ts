import { invalid } from './errors';
import { isBlankGuideHtml } from './blankHtml';
import { foreignImageIn } from './guide';
import { BUILD_NOTES_MAX, type HeroInput } from './hero';

/** Build notes, like a guide, show only images stored by this site (see foreignImageMessage). */
export function foreignBuildNotesImageMessage(src: string): string {
  const shown = src.length > 80 ? `${src.slice(0, 77)}...` : src;
  return `The build notes show an image from another site (${shown}). Upload the image with the editor's image button instead.`;
}

/**
 * A hero as it is stored: its build notes cleaned by the one guide-HTML sanitizer, exactly as a
 * guide's content is (docs/decisions.md#one-sanitizer), on every write of every backend.
 */
export function cleanedHero<T extends HeroInput>(
  input: T,
  sanitize: (html: string) => string,
  isOwnImage: (src: string) => boolean,
): T {
  if (input.buildNotes === '') return input;
  const notes = sanitize(input.buildNotes);
  const foreign = foreignImageIn(notes, isOwnImage);
  if (foreign !== undefined) {
    const message = foreignBuildNotesImageMessage(foreign);
    throw invalid(message, { buildNotes: message });
  }
  if (notes.length > BUILD_NOTES_MAX) {
    const message = `Build notes must be at most ${BUILD_NOTES_MAX} characters once cleaned.`;
    throw invalid(message, { buildNotes: message });
  }
  return { ...input, buildNotes: isBlankGuideHtml(notes) ? '' : notes };
}
