import { invalid } from './errors';
import { isBlankGuideHtml } from './blankHtml';
import { foreignImageIn } from './guide';
import { BUILD_NOTES_MAX, type HeroInput } from './hero';
import { SKILL_DESCRIPTION_MAX, type HeroSkill } from './heroSkill';

const shownSource = (src: string) => (src.length > 80 ? `${src.slice(0, 77)}...` : src);

/** Build notes, like a guide, show only images stored by this site (see foreignImageMessage). */
export function foreignBuildNotesImageMessage(src: string): string {
  return `The build notes show an image from another site (${shownSource(src)}). Upload the image with the editor's image button instead.`;
}

/** A skill's description shows only images stored by this site, as the build notes do. */
export function foreignSkillImageMessage(skill: string, src: string): string {
  return `The description of ${skill} shows an image from another site (${shownSource(src)}). Upload the image with the editor's image button instead.`;
}

interface HtmlField {
  /** The field's key in a write's field errors. */
  field: string;
  max: number;
  foreignImage: (src: string) => string;
  tooLong: string;
}

/** One field of guide HTML cleaned, or refused by its field: '' when it cleans to nothing. */
function cleanedHtml(
  html: string,
  rules: HtmlField,
  sanitize: (html: string) => string,
  isOwnImage: (src: string) => boolean,
): string {
  if (html === '') return '';
  const cleaned = sanitize(html);
  const foreign = foreignImageIn(cleaned, isOwnImage);
  if (foreign !== undefined) {
    const message = rules.foreignImage(foreign);
    throw invalid(message, { [rules.field]: message });
  }
  if (cleaned.length > rules.max) throw invalid(rules.tooLong, { [rules.field]: rules.tooLong });
  return isBlankGuideHtml(cleaned) ? '' : cleaned;
}

const skillRules = (skill: HeroSkill, index: number): HtmlField => ({
  field: `skills.${index}.description`,
  max: SKILL_DESCRIPTION_MAX,
  foreignImage: (src) => foreignSkillImageMessage(skill.name, src),
  tooLong: `The description of ${skill.name} must be at most ${SKILL_DESCRIPTION_MAX} characters once cleaned.`,
});

const NOTES_RULES: HtmlField = {
  field: 'buildNotes',
  max: BUILD_NOTES_MAX,
  foreignImage: foreignBuildNotesImageMessage,
  tooLong: `Build notes must be at most ${BUILD_NOTES_MAX} characters once cleaned.`,
};

/**
 * A hero as it is stored: its build notes and each skill's description cleaned by the one
 * guide-HTML sanitizer, exactly as a guide's content is (docs/decisions.md#one-sanitizer), on
 * every write of every backend.
 */
export function cleanedHero<T extends HeroInput>(
  input: T,
  sanitize: (html: string) => string,
  isOwnImage: (src: string) => boolean,
): T {
  if (input.buildNotes === '' && input.skills.every((skill) => skill.description === '')) {
    return input;
  }
  const buildNotes = cleanedHtml(input.buildNotes, NOTES_RULES, sanitize, isOwnImage);
  const skills = input.skills.map((skill, index) => ({
    ...skill,
    description: cleanedHtml(skill.description, skillRules(skill, index), sanitize, isOwnImage),
  }));
  return { ...input, buildNotes, skills };
}
