/**
 * A colour of its own for each name (the same every time), dark enough for white initials at
 * every hue. The browser paints the portrait with it, and the server draws the sample heroes'
 * pictures with it, so both look alike.
 */
export function portraitColour(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return `hsl(${hash % 360}, 55%, 28%)`;
}

/**
 * First and last capitalized words ("Aurelia the Dawnblade" → "AD"), as on a name badge; only
 * letters and digits, so the initials are safe wherever they are written.
 */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{Lu}/u.test(word));
  const picked = words.length > 1 ? [words[0], words.at(-1)] : [words[0] ?? name.trim()];
  return picked
    .map((word) => word?.[0]?.toUpperCase() ?? '')
    .join('')
    .replace(/[^\p{L}\p{N}]/gu, '');
}
