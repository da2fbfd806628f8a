import { describe, expect, it } from 'vitest';
import {
  COMMUNITY_URL_MAX_LENGTH,
  communityLink,
  emptyTierLegend,
  isCommunityUrl,
  siteSettingsFromStored,
  storedSiteSettings,
} from './siteSettings';
import { COMMUNITY_URL_MESSAGES, siteSettingsInputSchema } from './siteSettingsSchema';

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

describe('the site settings as stored', () => {
  it('keep the explained lines of the legend only, and no legend while none is', () => {
    const legend = { ...emptyTierLegend(), Meta: 'Defines the game.', C: 'Weak.' };
    expect(storedSiteSettings({ communityUrl: 'https://a.example', tierLegend: legend })).toEqual({
      communityUrl: 'https://a.example',
      tierLegend: { Meta: 'Defines the game.', C: 'Weak.' },
    });
    expect(storedSiteSettings({ communityUrl: '', tierLegend: emptyTierLegend() })).toEqual({
      communityUrl: '',
    });
  });

  it('read back whole: settings from before the legend, unknown tiers and non-text dropped', () => {
    expect(siteSettingsFromStored({ communityUrl: 'https://a.example' })).toEqual({
      communityUrl: 'https://a.example',
      tierLegend: emptyTierLegend(),
    });
    expect(
      siteSettingsFromStored({ tierLegend: { S: 'Strong.', Mythic: 'Unknown.', A: 3 } }),
    ).toEqual({ communityUrl: '', tierLegend: { ...emptyTierLegend(), S: 'Strong.' } });
    const legend = { ...emptyTierLegend(), Food: 'Feed them.' };
    expect(
      siteSettingsFromStored(storedSiteSettings({ communityUrl: '', tierLegend: legend })),
    ).toEqual({ communityUrl: '', tierLegend: legend });
  });
});
