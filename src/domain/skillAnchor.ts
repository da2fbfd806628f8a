// The anchor of a skill on the hero page: the one rule of src/domain/heroSkill.ts that a visitor's
// page runs, kept apart so that the hero page downloads only it, not the module of skills with
// its reads and texts for admins (docs/decisions.md#visitor-budget). In the hero pages' shared
// chunk it would cost the list pages, which stand at the edge of the budget, bytes they never run.

/** Anchors get a prefix, so that none can shadow a property of `window` or `document`. */
const ANCHOR_PREFIX = 'skill-';

/**
 * The anchor of a skill on the hero page, from its name: "Blazing Arc" → `skill-blazing-arc`.
 * Letters and digits of any script are kept (accents dropped), anything else joins words. Names
 * of one hero whose anchors would be the same are refused as the same name, so each is unique.
 */
export function skillAnchor(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return ANCHOR_PREFIX + (slug || 'unnamed');
}
