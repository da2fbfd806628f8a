import { describe, expect, it } from 'vitest';
import { KNOWN_LEVEL_POINTS, type GuildLevelEntry } from '../../src/domain/guildTable';
import { EQUIPMENT_SLOTS_DEFAULT } from '../../src/domain/equipment';
import {
  NO_SITE_SETTINGS,
  SITE_SETTINGS_ITEM,
  emptyTierLegend,
  type SiteSettingsInput,
} from '../../src/domain/siteSettings';
import { COMMUNITY_URL_MESSAGES } from '../../src/domain/siteSettingsSchema';
import type { HarnessRef } from './runBackendContract';
import { failure, signedInClient } from './contractHelpers';

/** A confirmed table: every level +10 points, nothing estimated. */
const confirmed = (levels: GuildLevelEntry[], bump: number) =>
  levels.map((entry) => ({ ...entry, points: entry.points + bump, estimated: false }));

export function settingsContract(ref: HarnessRef) {
  describe('settings: guild level table', () => {
    const signedIn = (who: 'admin' | 'member') => signedInClient(ref, who);

    it('reads the default table: levels 2 to 50, the known values, the rest estimated', async () => {
      const client = await ref.current.newClient();
      const table = await client.settings.getGuildTable();
      expect(table.levels.map((entry) => entry.level)).toEqual(
        Array.from({ length: 49 }, (_, index) => index + 2),
      );
      for (const entry of table.levels) {
        const known = KNOWN_LEVEL_POINTS[entry.level];
        if (known !== undefined)
          expect(entry).toEqual({ level: entry.level, points: known, estimated: false });
        else expect(entry.estimated).toBe(true);
      }
      const points = table.levels.map((entry) => entry.points);
      expect(points).toEqual([...points].sort((a, b) => a - b));
    });

    it('refuses a visitor and a non-admin, and changes nothing', async () => {
      const visitor = await ref.current.newClient();
      const before = await visitor.settings.getGuildTable();
      const asVisitor = await failure(
        visitor.settings.saveGuildTable(confirmed(before.levels, 10), before.version),
      );
      expect(asVisitor.code).toBe('unauthenticated');

      const member = await signedIn('member');
      const asMember = await failure(
        member.settings.saveGuildTable(confirmed(before.levels, 10), before.version),
      );
      expect(asMember.code).toBe('forbidden');
      expect(await visitor.settings.getGuildTable()).toEqual(before);
    });

    it('lets an admin save, then refuses a save based on a stale version', async () => {
      const admin = await signedIn('admin');
      const before = await admin.settings.getGuildTable();
      const saved = await admin.settings.saveGuildTable(
        confirmed(before.levels, 10),
        before.version,
      );
      expect(saved.version).toBeGreaterThan(before.version);
      expect(saved.levels[0]).toEqual({
        level: 2,
        points: before.levels[0]!.points + 10,
        estimated: false,
      });
      expect(saved.updatedAt).not.toBeNull();

      const visitor = await ref.current.newClient();
      expect((await visitor.settings.getGuildTable()).levels).toEqual(saved.levels);

      const stale = await failure(
        admin.settings.saveGuildTable(confirmed(before.levels, 20), before.version),
      );
      expect(stale.code).toBe('conflict');
      expect(await visitor.settings.getGuildTable()).toEqual(saved);
    });

    it('refuses a table that does not increase, naming the level', async () => {
      const admin = await signedIn('admin');
      const before = await admin.settings.getGuildTable();
      const levels = confirmed(before.levels, 0);
      levels[10] = { ...levels[10]!, points: 1 };
      const error = await failure(admin.settings.saveGuildTable(levels, before.version));
      expect(error.code).toBe('invalid');
      expect(error.message).toMatch(/level 12/i);
      expect(await admin.settings.getGuildTable()).toEqual(before);
    });
  });

  describe('settings: site', () => {
    const site = (communityUrl: string): SiteSettingsInput => ({
      communityUrl,
      tierLegend: emptyTierLegend(),
      equipmentSlots: [...EQUIPMENT_SLOTS_DEFAULT],
    });
    const signedIn = (who: 'admin' | 'member') => signedInClient(ref, who);

    it('lets an admin set the community link and clear it; visitors read it, kept in history', async () => {
      const admin = await signedIn('admin');
      const visitor = await ref.current.newClient();
      const before = await visitor.settings.getSite();
      if (before.version === 0) expect(before).toEqual(NO_SITE_SETTINGS);

      const url = `https://chat.example.org/invite/${Date.now()}`;
      const set = await admin.settings.saveSite(site(` ${url} `), before.version);
      expect(set).toMatchObject({ communityUrl: url, version: before.version + 1 });
      expect(set.updatedAt).not.toBeNull();
      expect(await visitor.settings.getSite()).toEqual(set);

      const cleared = await admin.settings.saveSite(site(''), set.version);
      expect(cleared).toMatchObject({ communityUrl: '', version: set.version + 1 });

      const versions = await admin.history.versions('site', SITE_SETTINGS_ITEM);
      expect(versions[0]).toMatchObject({ action: 'updated', version: cleared.version });
      const earlier = versions.find((one) => one.version === set.version)!;
      // Kept as stored: the legend's explained lines only, none here.
      expect(earlier.content).toEqual({ communityUrl: url });
      await admin.history.restoreVersion('site', SITE_SETTINGS_ITEM, earlier.id, cleared.version);
      expect(await visitor.settings.getSite()).toMatchObject({
        communityUrl: url,
        version: cleared.version + 1,
      });
    });

    it('refuses a visitor, a non-admin and a stale version, and changes nothing', async () => {
      const visitor = await ref.current.newClient();
      const before = await visitor.settings.getSite();
      const input = site('https://chat.example.org/nobody');
      expect((await failure(visitor.settings.saveSite(input, before.version))).code).toBe(
        'unauthenticated',
      );
      const member = await signedIn('member');
      expect((await failure(member.settings.saveSite(input, before.version))).code).toBe(
        'forbidden',
      );
      const admin = await signedIn('admin');
      const saved = await admin.settings.saveSite(input, before.version);
      const stale = await failure(
        admin.settings.saveSite(site('https://chat.example.org/late'), before.version),
      );
      expect(stale.code).toBe('conflict');
      expect(await visitor.settings.getSite()).toEqual(saved);
    });

    it.each([
      ['http://chat.example.org', COMMUNITY_URL_MESSAGES.notHttps],
      ['javascript:alert(1)', COMMUNITY_URL_MESSAGES.notHttps],
      ['chat.example.org', COMMUNITY_URL_MESSAGES.notHttps],
      [`https://chat.example.org/${'x'.repeat(600)}`, COMMUNITY_URL_MESSAGES.tooLong],
    ])('refuses %s with a message saying why, and keeps the stored link', async (url, message) => {
      const admin = await signedIn('admin');
      const before = await admin.settings.getSite();
      const error = await failure(admin.settings.saveSite(site(url), before.version));
      expect(error.code).toBe('invalid');
      expect(error.message).toContain(message);
      expect(await admin.settings.getSite()).toEqual(before);
    });
  });
}
