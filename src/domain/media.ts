export type MediaGroup = 'upgrade' | 'talisman';

export interface MediaSlotDefinition {
  id: string;
  label: string;
  group: MediaGroup;
}

/** The 16 upgrade-requirement images and 4 talisman images, in display order. */
export const MEDIA_SLOTS: readonly MediaSlotDefinition[] = [
  ...[
    'Hero Star',
    'Potential',
    'Transfer',
    'Upanishad',
    'Rebirth',
    'Divinity',
    'Runestone',
    'Talisman',
    'Spirits',
    'Star Gear',
    'Treasure',
    'Pet',
    'Codex',
    'Source',
    'Artifact',
    'Goddess',
  ].map((label) => ({
    id: `upgrade-${label.toLowerCase().replace(/\s+/g, '-')}`,
    label,
    group: 'upgrade' as const,
  })),
  { id: 'talisman-spc-1', label: 'SPC', group: 'talisman' },
  { id: 'talisman-spc-2', label: 'SPC', group: 'talisman' },
  { id: 'talisman-surv-1', label: 'SURV', group: 'talisman' },
  { id: 'talisman-surv-2', label: 'SURV', group: 'talisman' },
];

export interface MediaSlot extends MediaSlotDefinition {
  /** URL of the admin's image, or of a generated placeholder showing the label. */
  imageUrl: string;
  isPlaceholder: boolean;
  updatedAt: string | null;
  version: number;
}
