/**
 * An editor left empty writes `<p></p>`: guide HTML without text or image says nothing, and notes
 * that are nothing else are stored as none (a hero's build notes, a team's notes). Apart from
 * guide.ts, which every visitor loads, since only writes ask.
 */
export function isBlankGuideHtml(html: string): boolean {
  return !/<img\b/i.test(html) && html.replace(/<[^>]*>|&nbsp;|\s/g, '') === '';
}
