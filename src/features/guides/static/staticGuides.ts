/** The four fixed guides (docs/product.md#static-guides), listed above the community's own. */
export interface StaticGuideLink {
  path: string;
  title: string;
  summary: string;
}

export const STATIC_GUIDES: readonly StaticGuideLink[] = [
  {
    path: '/guides/pets',
    title: 'Pets Guide',
    summary: 'Which pets to raise first, how to feed them, and how beast clash fits your day.',
  },
  {
    path: '/guides/war-spirit',
    title: 'War Spirits Guide',
    summary: 'How war spirits add to a team and where to spend your first spirit materials.',
  },
  {
    path: '/guides/codex',
    title: 'Codex Guide',
    summary: 'How codex circles turn heroes into energy, and what each rarity is worth.',
  },
  {
    path: '/guides/upgrade-priority',
    title: 'PvP Upgrade Priority',
    summary: 'The order to spend resources in when arena results are what you care about.',
  },
];

/** Who wrote the static guides; operators set VITE_STATIC_GUIDES_AUTHOR at build time. */
export const STATIC_GUIDES_AUTHOR =
  import.meta.env.VITE_STATIC_GUIDES_AUTHOR?.trim() || 'the Hero Guide community';
