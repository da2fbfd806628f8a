/**
 * firestore.rules on `settings`: the guild table and the site settings, read by everyone and
 * written by an admin only.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../rulesTestRoles';
import {
  EQUIPMENT_SLOTS_DEFAULT,
  EQUIPMENT_SLOT_MAX,
  EQUIPMENT_SLOTS_MAX,
} from '../../../src/domain/equipment';
import { defaultGuildLevels } from '../../../src/domain/guildTable';
import { TIER_LEGEND_LINE_MAX, emptyTierLegend } from '../../../src/domain/siteSettings';
import { without, repeat, CREATED, UPDATED, guildTable } from './documents';
import { setUpFirestoreRules, expectOnlyFor } from './firestoreRulesTest';

const { dbs, seed } = setUpFirestoreRules();

describe('settings', () => {
  const table = (role: Role) => doc(dbs[role], 'settings/guildTable');

  it.each(ROLES)('%s can get the guild table, saved or not yet', async (role) => {
    const missing = await assertSucceeds(getDoc(table(role)));
    expect(missing.exists()).toBe(false);
    await seed({ 'settings/guildTable': guildTable() });
    const saved = await assertSucceeds(getDoc(table(role)));
    expect(saved.get('levels')).toHaveLength(49);
  });

  it.each(ROLES)('%s: only an admin saves the table for the first time', (role) =>
    expectOnlyFor(['admin'], role, setDoc(table(role), guildTable())),
  );

  it.each(ROLES)('%s: only an admin updates the table', async (role) => {
    await seed({ 'settings/guildTable': guildTable() });
    await expectOnlyFor(
      ['admin'],
      role,
      setDoc(table(role), guildTable({ updatedAt: UPDATED, version: 2 })),
    );
  });

  it.each(ROLES)('%s: only an admin deletes the table', async (role) => {
    await seed({ 'settings/guildTable': guildTable() });
    await expectOnlyFor(['admin'], role, deleteDoc(table(role)));
  });

  it('refuses any other settings document', () =>
    assertFails(setDoc(doc(dbs.admin, 'settings/theme'), guildTable())));

  it.each<[string, DocumentData]>([
    ['a required field is missing', without(guildTable(), 'updatedAt')],
    ['an unknown key is added', guildTable({ maxLevel: 50 })],
    ['levels is not a list', guildTable({ levels: { 2: 600 } })],
    ['levels has 48 entries', guildTable({ levels: defaultGuildLevels().slice(1) })],
    [
      'levels has 50 entries',
      guildTable({ levels: [...defaultGuildLevels(), { level: 51, points: 1, estimated: true }] }),
    ],
    ['updatedAt is not an ISO date-time', guildTable({ updatedAt: 1_700_000_000_000 })],
    ['version is not 1 on create', guildTable({ version: 5 })],
  ])('refuses an admin saving the table when %s', (_case, data) =>
    assertFails(setDoc(table('admin'), data)),
  );

  it.each<[string, DocumentData]>([
    ['version is skipped', guildTable({ updatedAt: UPDATED, version: 3 })],
    ['version is unchanged', guildTable({ updatedAt: UPDATED, version: 1 })],
    [
      'levels loses an entry',
      guildTable({ levels: defaultGuildLevels().slice(0, 48), version: 2 }),
    ],
  ])('refuses an admin updating the table when %s', async (_case, data) => {
    await seed({ 'settings/guildTable': guildTable() });
    await assertFails(setDoc(table('admin'), data));
  });

  describe('the site settings', () => {
    const site = (role: Role) => doc(dbs[role], 'settings/site');
    const LEGEND = { ...emptyTierLegend(), Meta: 'Defines the game right now.' };
    const settings = (overrides: DocumentData = {}): DocumentData => ({
      communityUrl: 'https://discord.gg/herochat',
      tierLegend: LEGEND,
      equipmentSlots: [...EQUIPMENT_SLOTS_DEFAULT],
      updatedAt: CREATED,
      version: 1,
      ...overrides,
    });

    it.each(ROLES)('%s can get them, saved or not yet', async (role) => {
      expect((await assertSucceeds(getDoc(site(role)))).exists()).toBe(false);
      await seed({ 'settings/site': settings() });
      expect((await assertSucceeds(getDoc(site(role)))).get('communityUrl')).toBe(
        'https://discord.gg/herochat',
      );
    });

    it.each(ROLES)('%s: only an admin saves them, then changes them', async (role) => {
      await expectOnlyFor(['admin'], role, setDoc(site(role), settings()));
      await seed({ 'settings/site': settings() });
      await expectOnlyFor(
        ['admin'],
        role,
        setDoc(site(role), settings({ communityUrl: '', updatedAt: UPDATED, version: 2 })),
      );
    });

    it.each(['https://chat.example.org', 'HTTPS://chat.example.org/invite?code=1#top', ''])(
      'accepts the link %j',
      (communityUrl) => assertSucceeds(setDoc(site('admin'), settings({ communityUrl }))),
    );

    it.each<[string, DocumentData]>([
      ['the link is plain http', settings({ communityUrl: 'http://chat.example.org' })],
      ['the link is a script', settings({ communityUrl: 'javascript:alert(1)' })],
      ['the link has no host', settings({ communityUrl: 'https:///invite' })],
      ['the link has a space', settings({ communityUrl: 'https://chat.example.org/a b' })],
      [
        'the link is too long',
        settings({ communityUrl: `https://chat.example.org/${'x'.repeat(500)}` }),
      ],
      ['the link is not text', settings({ communityUrl: 42 })],
      ['an unknown key is added', settings({ theme: 'dark' })],
      ['version is not 1 on create', settings({ version: 2 })],
      ['the tier legend is missing', without(settings(), 'tierLegend')],
      ['the tier legend is not a map', settings({ tierLegend: 'Meta: the best' })],
      ['the legend names an unknown tier', settings({ tierLegend: { ...LEGEND, Mythic: 'x' } })],
      ['a legend line is not text', settings({ tierLegend: { ...LEGEND, S: 3 } })],
      [
        `a legend line is longer than ${TIER_LEGEND_LINE_MAX}`,
        settings({ tierLegend: { ...LEGEND, 'S+': 's'.repeat(TIER_LEGEND_LINE_MAX + 1) } }),
      ],
      ['the equipment slots are missing', without(settings(), 'equipmentSlots')],
      ['the equipment slots are not a list', settings({ equipmentSlots: 'Weapon, Armor' })],
      ['there is no equipment slot', settings({ equipmentSlots: [] })],
      [
        `there are more than ${EQUIPMENT_SLOTS_MAX} equipment slots`,
        settings({ equipmentSlots: repeat(EQUIPMENT_SLOTS_MAX + 1, 'Slot') }),
      ],
      ['the first equipment slot is empty', settings({ equipmentSlots: ['', 'Ring'] })],
      [
        'the last of the most slots is not text',
        settings({ equipmentSlots: [...repeat(EQUIPMENT_SLOTS_MAX - 1, 'Slot'), 7] }),
      ],
      [
        `a slot is longer than ${EQUIPMENT_SLOT_MAX}`,
        settings({ equipmentSlots: ['Ring', 's'.repeat(EQUIPMENT_SLOT_MAX + 1)] }),
      ],
    ])('refuses an admin saving them when %s', (_case, data) =>
      assertFails(setDoc(site('admin'), data)),
    );

    it('accepts a legend with the longest lines, and one naming some tiers only', async () => {
      const longest = Object.fromEntries(
        Object.keys(LEGEND).map((tier) => [tier, 'é'.repeat(TIER_LEGEND_LINE_MAX)]),
      );
      await assertSucceeds(setDoc(site('admin'), settings({ tierLegend: longest })));
      await seed({ 'settings/site': settings() });
      await assertSucceeds(
        setDoc(site('admin'), settings({ tierLegend: { Food: 'Feed them.' }, version: 2 })),
      );
    });

    it('lets an admin save settings stored before the legend existed, with one', async () => {
      await seed({ 'settings/site': without(settings(), 'tierLegend') });
      await assertSucceeds(setDoc(site('admin'), settings({ updatedAt: UPDATED, version: 2 })));
    });

    it('accepts one equipment slot and the most a site keeps, the longest, and settings stored before the slots', async () => {
      await assertSucceeds(setDoc(site('admin'), settings({ equipmentSlots: ['Ring'] })));
      await seed({ 'settings/site': without(settings(), 'equipmentSlots') });
      const most = Array.from({ length: EQUIPMENT_SLOTS_MAX }, (_, index) =>
        `${index}`.padEnd(EQUIPMENT_SLOT_MAX, 'é'),
      );
      await assertSucceeds(
        setDoc(site('admin'), settings({ equipmentSlots: most, updatedAt: UPDATED, version: 2 })),
      );
    });
  });
});
