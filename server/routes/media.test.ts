// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { App } from '../app';
import { signedInAppPerFile } from '../../tests/support/appPerFile';
import { uploadValidImage } from '../../tests/support/testUploads';
import { placeholderSvg } from '../../src/domain/placeholderSvg';
import type { MediaSlot } from '../../src/domain/media';

let app: App;
let admin: string;
let member: string;
signedInAppPerFile((ready) => ({ app, admin, member } = ready));

const listSlots = async () => (await app.inject('/api/media')).json<MediaSlot[]>();
const setImage = (slotId: string, payload: unknown, cookie: string | null = admin) =>
  app.inject({
    method: 'PUT',
    url: `/api/media/${slotId}`,
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });
const fileExists = async (path: string) =>
  (await app.db.query('SELECT 1 FROM files WHERE path = $1', [path])).length > 0;

describe('media slots', () => {
  it('lists all 20 slots, each with a generated placeholder until set', async () => {
    const slots = await listSlots();
    expect(slots).toHaveLength(20);
    expect(slots[0]).toEqual({
      id: 'upgrade-hero-star',
      label: 'Hero Star',
      group: 'upgrade',
      imageUrl: '/api/media/placeholder/upgrade-hero-star.svg',
      isPlaceholder: true,
      updatedAt: null,
      version: 0,
    });
    expect(slots.filter((slot) => slot.group === 'talisman')).toHaveLength(4);
  });

  it('serves the placeholder as SVG showing the label', async () => {
    const response = await app.inject('/api/media/placeholder/upgrade-star-gear.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toContain('>Star Gear</text>');
    expect(response.body).not.toMatch(/<script|on\w+=/i);
    expect((await app.inject('/api/media/placeholder/nope.svg')).statusCode).toBe(404);
  });

  it('escapes the label inside the SVG', () => {
    const svg = placeholderSvg('<script>"&\'</script>');
    expect(svg).toContain('&lt;script&gt;&quot;&amp;&apos;&lt;/script&gt;');
    expect(svg).not.toContain('<script');
  });

  it('points a slot at an uploaded image, then replaces it, keeping the old file for its history', async () => {
    const first = await uploadValidImage(app, admin, 'media');
    const set = await setImage('talisman-spc-1', { imagePath: first.path, baseVersion: 0 });
    expect(set.statusCode).toBe(200);
    expect(set.json<MediaSlot>()).toMatchObject({
      imageUrl: first.url,
      isPlaceholder: false,
      version: 1,
    });
    const listed = (await listSlots()).find((slot) => slot.id === 'talisman-spc-1');
    expect(listed).toMatchObject({ imageUrl: first.url, isPlaceholder: false, version: 1 });

    const again = await setImage('talisman-spc-1', { imagePath: first.path, baseVersion: 0 });
    expect(again.statusCode).toBe(409);

    const second = await uploadValidImage(app, admin, 'media');
    const replaced = await setImage('talisman-spc-1', { imagePath: second.path, baseVersion: 1 });
    expect(replaced.json<MediaSlot>()).toMatchObject({ imageUrl: second.url, version: 2 });
    expect(await fileExists(first.path)).toBe(true);
    expect(await fileExists(second.path)).toBe(true);
  });

  it('refuses unknown slots and images outside media/', async () => {
    const { path } = await uploadValidImage(app, admin, 'media');
    expect((await setImage('no-such-slot', { imagePath: path, baseVersion: 0 })).statusCode).toBe(
      404,
    );
    const hero = await uploadValidImage(app, admin, 'heroes');
    const wrongFolder = await setImage('upgrade-pet', { imagePath: hero.path, baseVersion: 0 });
    expect(wrongFolder.statusCode).toBe(400);
    expect(wrongFolder.json().error.fieldErrors).toHaveProperty('imagePath');
  });

  it('answers 401 to visitors and 403 to members', async () => {
    const { path } = await uploadValidImage(app, admin, 'media');
    const payload = { imagePath: path, baseVersion: 0 };
    expect((await setImage('upgrade-codex', payload, null)).statusCode).toBe(401);
    expect((await setImage('upgrade-codex', payload, member)).statusCode).toBe(403);
    expect((await listSlots()).find((slot) => slot.id === 'upgrade-codex')?.isPlaceholder).toBe(
      true,
    );
  });
});
