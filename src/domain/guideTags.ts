/** Tags sort guides into topics (docs/product.md#guides): a few short words per guide. */
export const GUIDE_TAGS_MAX = 10;
export const GUIDE_TAG_LENGTH_MAX = 30;

/** The tags as stored: trimmed, blanks dropped, the first spelling of each kept (ignoring case). */
export function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept;
}

/** Whether a guide carries a tag, ignoring case (the list's filter, `/guides?tag=`). */
export const hasTag = (tags: readonly string[], tag: string) =>
  tags.some((own) => own.toLowerCase() === tag.trim().toLowerCase());

/** The tags present on some guides, each once (first spelling), A to Z: what the filter offers. */
export function tagsInUse(guides: readonly { tags: readonly string[] }[]): string[] {
  return uniqueTags(guides.flatMap((guide) => guide.tags)).sort((a, b) =>
    a.localeCompare(b, 'en', { sensitivity: 'base' }),
  );
}

/** What the editor's "Tags" field holds, comma-separated, as a list. */
export const tagsFromText = (text: string) => uniqueTags(text.split(','));
