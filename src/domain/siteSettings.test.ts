import { describe, expect, it } from 'vitest';
import { EQUIPMENT_SLOT_MAX, EQUIPMENT_SLOTS_DEFAULT, EQUIPMENT_SLOTS_MAX } from './equipment';
import {
  COMMUNITY_URL_MAX_LENGTH,
  communityLink,
  emptyTierLegend,
  isCommunityUrl,
  siteSettingsFromStored,
  storedSiteSettings,
} from './siteSettings';
import {
  COMMUNITY_URL_MESSAGES,
  EQUIPMENT_SLOTS_MESSAGES,
  siteSettingsInputSchema,
} from './siteSettingsSchema';
import { zodFieldErrors } from './validation';

const DEFAULT_SLOTS = [...EQUIPMENT_SLOTS_DEFAULT];

describe('a community URL', () => {
  it.each([
    ['https://discord.gg/herochat', true],
    ['HTTPS://chat.example.org/invite?code=1', true],
    [`https://example.org/${'a'.repeat(COMMUNITY_URL_MAX_LENGTH - 20)}`, true],
    [`https://example.org/${'a'.repeat(COMMUNITY_URL_MAX_LENGTH)}`, false],
    ['http://discord.gg/herochat', false],
    ['javascript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['//discord.gg/herochat', false],
    ['/community', false],
    ['https://', false],
    ['https://exa mple.org', false],
    ['discord.gg/herochat', false],
    ['', false],
  ])('%s is one: %s', (value, expected) => {
    expect(isCommunityUrl(value)).toBe(expected);
  });
});

describe('the community link the home page shows', () => {
  it.each([
    ['https://chat.example.org', undefined, 'https://chat.example.org'],
    ['https://chat.example.org', 'https://built.example.org', 'https://chat.example.org'],
    ['', 'https://built.example.org', 'https://built.example.org'],
    ['  ', ' https://built.example.org ', 'https://built.example.org'],
    ['', undefined, ''],
    ['', 'javascript:alert(1)', ''],
    ['', 'http://built.example.org', ''],
  ])('saved %j, built with %j: %j', (saved, builtWith, expected) => {
    expect(communityLink(saved, builtWith)).toBe(expected);
  });
});

describe('what an admin may save', () => {
  it('takes an https address, trimmed, or nothing', () => {
    expect(siteSettingsInputSchema.parse({ communityUrl: ' https://a.example ' })).toEqual({
      communityUrl: 'https://a.example',
      tierLegend: emptyTierLegend(),
      equipmentSlots: DEFAULT_SLOTS,
    });
    expect(siteSettingsInputSchema.parse({ communityUrl: '' }).communityUrl).toBe('');
  });

  it.each([
    ['http://a.example', COMMUNITY_URL_MESSAGES.notHttps],
    ['javascript:alert(1)', COMMUNITY_URL_MESSAGES.notHttps],
    [`https://a.example/${'x'.repeat(COMMUNITY_URL_MAX_LENGTH)}`, COMMUNITY_URL_MESSAGES.tooLong],
  ])('refuses %s, saying why', (communityUrl, message) => {
    const result = siteSettingsInputSchema.safeParse({ communityUrl });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});

describe('the equipment slots an admin may save', () => {
  const slotErrors = (equipmentSlots: unknown) => {
    const result = siteSettingsInputSchema.safeParse({ communityUrl: '', equipmentSlots });
    return result.success ? {} : zodFieldErrors(result.error);
  };
  const slotsOf = (equipmentSlots: unknown) =>
    siteSettingsInputSchema.parse({ communityUrl: '', equipmentSlots }).equipmentSlots;

  it('are the default slots when left out, as settings saved before the list read', () => {
    expect(slotsOf(undefined)).toEqual(DEFAULT_SLOTS);
  });

  it('are trimmed and kept in order, blank lines dropped', () => {
    expect(slotsOf([' Ring ', '', 'Weapon', '  '])).toEqual(['Ring', 'Weapon']);
  });

  it('refuse a slot named twice in any case, on the later line as sent', () => {
    expect(slotErrors(['Ring', ' ', 'ring'])).toEqual({
      'equipmentSlots.2': EQUIPMENT_SLOTS_MESSAGES.twice('ring'),
    });
    expect(EQUIPMENT_SLOTS_MESSAGES.twice('ring')).toBe('The slot “ring” is already in the list.');
  });

  it('refuse a long or two-line slot, more slots than a site keeps, and none', () => {
    expect(slotErrors(['x'.repeat(EQUIPMENT_SLOT_MAX + 1), 'a\nb'])).toEqual({
      'equipmentSlots.0': `At most ${EQUIPMENT_SLOT_MAX} characters.`,
      'equipmentSlots.1': 'One line, without line breaks.',
    });
    expect(slotsOf(['x'.repeat(EQUIPMENT_SLOT_MAX)])).toHaveLength(1);
    const many = Array.from({ length: EQUIPMENT_SLOTS_MAX + 1 }, (_, index) => `Slot ${index}`);
    expect(slotErrors(many)).toEqual({ equipmentSlots: EQUIPMENT_SLOTS_MESSAGES.tooMany });
    expect(EQUIPMENT_SLOTS_MESSAGES.tooMany).toBe('A site keeps at most 20 equipment slots.');
    expect(slotsOf(many.slice(1))).toHaveLength(EQUIPMENT_SLOTS_MAX);
    expect(slotErrors(['', ' '])).toEqual({ equipmentSlots: 'Keep at least one equipment slot.' });
    expect(slotErrors([])).toEqual({ equipmentSlots: 'Keep at least one equipment slot.' });
  });
});

describe('the site settings as stored', () => {
  it('keep the explained lines of the legend only, and no legend while none is', () => {
    const legend = { ...emptyTierLegend(), Meta: 'Defines the game.', C: 'Weak.' };
    expect(
      storedSiteSettings({
        communityUrl: 'https://a.example',
        tierLegend: legend,
        equipmentSlots: DEFAULT_SLOTS,
      }),
    ).toEqual({
      communityUrl: 'https://a.example',
      tierLegend: { Meta: 'Defines the game.', C: 'Weak.' },
    });
    expect(
      storedSiteSettings({
        communityUrl: '',
        tierLegend: emptyTierLegend(),
        equipmentSlots: DEFAULT_SLOTS,
      }),
    ).toEqual({ communityUrl: '' });
  });

  it('keep the equipment slots only while they are not the default ones', () => {
    const stored = (equipmentSlots: string[]) =>
      storedSiteSettings({ communityUrl: '', tierLegend: emptyTierLegend(), equipmentSlots });
    expect(stored(['Ring', 'Weapon'])).toEqual({
      communityUrl: '',
      equipmentSlots: ['Ring', 'Weapon'],
    });
    // The same slots in another order are another list.
    expect(stored([...DEFAULT_SLOTS].reverse()).equipmentSlots).toEqual(
      [...DEFAULT_SLOTS].reverse(),
    );
    expect(stored(DEFAULT_SLOTS)).not.toHaveProperty('equipmentSlots');
  });

  it('read back whole: settings from before the legend and the slots, unknown tiers and non-text dropped', () => {
    expect(siteSettingsFromStored({ communityUrl: 'https://a.example' })).toEqual({
      communityUrl: 'https://a.example',
      tierLegend: emptyTierLegend(),
      equipmentSlots: DEFAULT_SLOTS,
    });
    expect(
      siteSettingsFromStored({
        tierLegend: { S: 'Strong.', Mythic: 'Unknown.', A: 3 },
        equipmentSlots: ['Ring', 7, ''],
      }),
    ).toEqual({
      communityUrl: '',
      tierLegend: { ...emptyTierLegend(), S: 'Strong.' },
      equipmentSlots: ['Ring'],
    });
    expect(siteSettingsFromStored({ equipmentSlots: [] }).equipmentSlots).toEqual(DEFAULT_SLOTS);
    const legend = { ...emptyTierLegend(), Food: 'Feed them.' };
    const input = { communityUrl: '', tierLegend: legend, equipmentSlots: ['Ring', 'Charm'] };
    expect(siteSettingsFromStored(storedSiteSettings(input))).toEqual(input);
  });
});
