import type { PathName } from '../../../domain/paths';

/** A fixed guide as its page, the guides list and the search name it. */
interface StaticGuide {
  /** Its heading, and its title in the tab and the page's head on the server. */
  title: string;
  summary: string;
}

/**
 * The four fixed guides (docs/product.md#static-guides), listed above the community's own, by the
 * name of their address (src/domain/paths.ts).
 */
export const STATIC_GUIDES = {
  petsGuide: {
    title: 'Pets Guide',
    summary: 'Which pets to raise first, how to feed them, and how beast clash fits your day.',
  },
  warSpiritGuide: {
    title: 'War Spirits Guide',
    summary: 'How war spirits add to a team and where to spend your first spirit materials.',
  },
  codexGuide: {
    title: 'Codex Guide',
    summary: 'How codex circles turn heroes into energy, and what each rarity is worth.',
  },
  upgradePriorityGuide: {
    title: 'PvP Upgrade Priority',
    summary: 'The order to spend resources in when arena results are what you care about.',
  },
} satisfies Partial<Record<PathName, StaticGuide>>;

export type StaticGuideName = keyof typeof STATIC_GUIDES;

/** The fixed guides' names, in the list's order. */
export const STATIC_GUIDE_NAMES = Object.keys(STATIC_GUIDES) as StaticGuideName[];

/** Who wrote the static guides; operators set VITE_STATIC_GUIDES_AUTHOR at build time. */
export const STATIC_GUIDES_AUTHOR =
  import.meta.env.VITE_STATIC_GUIDES_AUTHOR?.trim() || 'the Hero Guide community';
