const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? '');

/**
 * The image a media slot shows until an admin uploads one (docs/decisions.md#media-slots): our
 * own fixed markup, neutral colours that read in light and dark themes, and the slot's label as
 * escaped text.
 */
export function placeholderSvg(label: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">',
    '<rect width="400" height="300" fill="#e5e7eb"/>',
    '<rect x="12" y="12" width="376" height="276" fill="none" stroke="#9ca3af" stroke-width="2" stroke-dasharray="8 6"/>',
    '<text x="200" y="146" text-anchor="middle" font-family="system-ui, sans-serif" font-size="28" fill="#374151">',
    escapeXml(label),
    '</text>',
    '<text x="200" y="184" text-anchor="middle" font-family="system-ui, sans-serif" font-size="16" fill="#6b7280">Image coming soon</text>',
    '</svg>',
  ].join('');
}
