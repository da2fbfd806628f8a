// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { App } from '../app';
import { signedInAppPerFile } from '../../tests/support/appPerFile';
import { FORBIDDEN_IN_GUIDE_HTML } from '../../tests/support/guideHtml';
import { readFixture } from '../../tests/support/testUploads';
import type { Guide, GuideInput } from '../../src/domain/guide';

let app: App;
let admin: string;
let member: string;
signedInAppPerFile((ready) => ({ app, admin, member } = ready), {
  emptyBeforeEach: ['guides'],
});

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie = admin) =>
  app.inject({ method, url, payload: payload as object, headers: { cookie } });

async function createGuide(input: GuideInput): Promise<Guide> {
  const response = await send('POST', '/api/guides', input);
  expect(response.statusCode).toBe(201);
  return response.json<Guide>();
}

describe('guides', () => {
  it('creates published guides, lists newest first, reads, updates and deletes', async () => {
    const first = await createGuide({ title: '  First  ', content: '<p>One</p>' });
    expect(first).toMatchObject({ title: 'First', content: '<p>One</p>', published: true });
    expect(first.createdAt).toBe(first.updatedAt);
    const second = await createGuide({ title: 'Second', content: '<p>Two</p>' });
    const list = (await app.inject('/api/guides')).json<Guide[]>();
    expect(list.map((guide) => guide.id)).toEqual([second.id, first.id]);
    expect((await app.inject(`/api/guides/${first.id}`)).json<Guide>()).toEqual(first);

    const updated = await send('PUT', `/api/guides/${first.id}`, {
      guide: { title: 'First, revised', content: '<p>One more</p>' },
      baseVersion: 1,
    });
    const revised = updated.json<Guide>();
    expect(revised).toMatchObject({
      title: 'First, revised',
      version: 2,
      createdAt: first.createdAt,
    });
    expect(Date.parse(revised.updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.updatedAt));

    const stale = await send('PUT', `/api/guides/${first.id}`, {
      guide: { title: 'Lost', content: '<p>x</p>' },
      baseVersion: 1,
    });
    expect(stale.statusCode).toBe(409);

    expect((await send('DELETE', `/api/guides/${first.id}`)).statusCode).toBe(204);
    expect((await app.inject(`/api/guides/${first.id}`)).statusCode).toBe(404);
  });

  it('stores the title as typed (React escapes it) and requires title and content', async () => {
    const guide = await createGuide({ title: '<b>Tags & "quotes"</b>', content: '<p>x</p>' });
    expect(guide.title).toBe('<b>Tags & "quotes"</b>');
    const missing = await send('POST', '/api/guides', { title: ' ', content: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fieldErrors).toEqual({
      title: 'Title is required.',
      content: 'Content is required.',
    });
    const onlyScript = await send('POST', '/api/guides', {
      title: 'T',
      content: '<script>alert(1)</script>',
    });
    expect(onlyScript.statusCode).toBe(400);
  });

  it('sanitizes every hostile payload before storing it', async () => {
    const payloads = (await readFixture('xss-payloads.txt'))
      .toString('utf8')
      .split('\n')
      .filter((line) => line.trim());
    for (const payload of payloads) {
      const response = await send('POST', '/api/guides', {
        title: 'XSS',
        content: `<p>ok</p>${payload}`,
      });
      // A payload that still shows an image of another site once cleaned is refused whole.
      if (response.statusCode === 400) {
        expect(response.json().error.message, payload).toMatch(/image from another site/);
        continue;
      }
      expect(response.statusCode, payload).toBe(201);
      const [stored] = await app.db.query<{ content: string }>(
        'SELECT content FROM guides WHERE id = $1',
        [response.json<Guide>().id],
      );
      for (const pattern of FORBIDDEN_IN_GUIDE_HTML) {
        expect(stored?.content, payload).not.toMatch(pattern);
      }
    }
  });

  it('keeps the formatting the editor makes', async () => {
    const content = [
      '<p style="text-align: center">Centered</p>',
      '<ul data-type="taskList"><li data-type="taskItem" data-checked="true"><label><input type="checkbox" checked="checked"><span></span></label><div><p>Done</p></div></li></ul>',
      '<img src="/files/guides/1-a.png" alt="A" class="align-center">',
      '<pre><code class="language-ts">let a = 1;</code></pre>',
    ].join('');
    const stored = (await createGuide({ title: 'Formatting', content })).content;
    expect(stored).toContain('<p style="text-align: center">Centered</p>');
    expect(stored).toContain('<li data-type="taskItem" data-checked="true">');
    expect(stored).toContain('<img src="/files/guides/1-a.png" alt="A" class="align-center">');
    expect(stored).toContain('<pre><code class="language-ts">let a = 1;</code></pre>');
  });

  it('answers 401 to visitors and 403 to members on every write route', async () => {
    const guide = await createGuide({ title: 'Keep', content: '<p>k</p>' });
    const input = { title: 'Hacked', content: '<p>h</p>' };
    const writes: ['POST' | 'PUT' | 'DELETE', string, unknown][] = [
      ['POST', '/api/guides', input],
      ['PUT', `/api/guides/${guide.id}`, { guide: input, baseVersion: 1 }],
      ['DELETE', `/api/guides/${guide.id}`, undefined],
    ];
    for (const [method, url, payload] of writes) {
      expect((await app.inject({ method, url, payload: payload as object })).statusCode).toBe(401);
      expect((await send(method, url, payload, member)).statusCode).toBe(403);
    }
    expect((await app.inject('/api/guides')).json<Guide[]>()).toEqual([guide]);
  });

  describe('drafts', () => {
    const read = (url: string, cookie?: string, etag?: string) =>
      app.inject({
        url,
        headers: { ...(cookie ? { cookie } : {}), ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const ids = (response: { json: <T>() => T }) => response.json<Guide[]>().map((one) => one.id);

    it('keeps a draft out of the public list and read, cached or not, and shows it to admins', async () => {
      const published = await createGuide({ title: 'Out', content: '<p>o</p>' });
      const draft = await createGuide({ title: 'Draft', content: '<p>d</p>', published: false });
      expect(draft.published).toBe(false);

      for (const cookie of [undefined, member]) {
        expect(ids(await read('/api/guides', cookie))).toEqual([published.id]);
        expect((await read(`/api/guides/${draft.id}`, cookie)).statusCode).toBe(404);
      }
      // Read twice: the second visitor's answer comes from the cache.
      expect((await read(`/api/guides/${draft.id}`)).statusCode).toBe(404);
      expect(ids(await read('/api/guides', admin))).toEqual([published.id]);

      const forAdmin = await read(`/api/guides/${draft.id}`, admin);
      expect(forAdmin.json<Guide>()).toEqual(draft);
      expect(forAdmin.headers['cache-control']).toBe('private, no-store');
      const drafts = await read('/api/guides/drafts', admin);
      expect(ids(drafts)).toEqual([draft.id]);
      expect(drafts.headers['cache-control']).toBe('private, no-store');
    });

    it('answers the list of drafts with 401 to visitors and 403 to members', async () => {
      await createGuide({ title: 'Hidden', content: '<p>h</p>', published: false });
      expect((await read('/api/guides/drafts')).statusCode).toBe(401);
      expect((await read('/api/guides/drafts', member)).statusCode).toBe(403);
    });

    it('publishes a draft to the cached public reads, and unpublishes it again', async () => {
      const draft = await createGuide({ title: 'Soon', content: '<p>s</p>', published: false });
      const listBefore = await read('/api/guides');
      const oneBefore = await read(`/api/guides/${draft.id}`);
      expect(oneBefore.statusCode).toBe(404);

      const publish = await send('PUT', `/api/guides/${draft.id}`, {
        guide: { title: 'Soon', content: '<p>s</p>', published: true },
        baseVersion: draft.version,
      });
      expect(publish.statusCode).toBe(200);
      const list = await read('/api/guides', undefined, String(listBefore.headers.etag));
      expect(list.statusCode).toBe(200);
      expect(ids(list)).toEqual([draft.id]);
      expect((await read(`/api/guides/${draft.id}`)).json<Guide>()).toEqual(publish.json());
      expect(ids(await read('/api/guides/drafts', admin))).toEqual([]);

      const unpublish = await send('PUT', `/api/guides/${draft.id}`, {
        guide: { title: 'Soon', content: '<p>s</p>', published: false },
        baseVersion: publish.json<Guide>().version,
      });
      expect(unpublish.json<Guide>().published).toBe(false);
      expect(ids(await read('/api/guides'))).toEqual([]);
      expect((await read(`/api/guides/${draft.id}`)).statusCode).toBe(404);
    });

    it('keeps a draft a draft when an edit leaves `published` out', async () => {
      const draft = await createGuide({ title: 'Kept', content: '<p>k</p>', published: false });
      const edited = await send('PUT', `/api/guides/${draft.id}`, {
        guide: { title: 'Kept', content: '<p>k2</p>' },
        baseVersion: draft.version,
      });
      expect(edited.json<Guide>()).toMatchObject({ content: '<p>k2</p>', published: false });
    });

    it('refuses a `published` that is not true or false', async () => {
      const response = await send('POST', '/api/guides', {
        title: 'Odd',
        content: '<p>o</p>',
        published: 'no',
      });
      expect(response.statusCode).toBe(400);
    });
  });
});
