import { describe, expect, it } from 'vitest';
import type { HarnessRef } from './runBackendContract';
import { failure, signedInClient } from './contractHelpers';

/** HTML the guide editor produces for every kind of formatting it offers. */
const EDITOR_HTML = [
  '<h1 style="text-align: center">Title</h1>',
  '<p style="text-align: right"><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p>',
  '<ul><li><p>bullet</p></li></ul><ol><li><p>step</p></li></ol>',
  '<ul data-type="taskList"><li data-type="taskItem" data-checked="true"><label><input type="checkbox" checked="checked"><span></span></label><div><p>done</p></div></li></ul>',
  '<blockquote><p>quote</p></blockquote>',
  '<pre><code class="language-js">let a = 1;</code></pre>',
  '<img src="/files/guides/1-a.png" alt="A" class="align-center">',
].join('');

export function guidesContract(ref: HarnessRef) {
  describe('guides', () => {
    const signedIn = (who: 'admin' | 'member') => signedInClient(ref, who);
    const unique = (what: string) => `${what} ${Date.now()} ${Math.random().toString(36).slice(2)}`;

    it('lets an admin create, read, list, update and remove a guide', async () => {
      const admin = await signedIn('admin');
      const visitor = await ref.current.newClient();
      const title = unique('Contract guide');
      const created = await admin.guides.create({ title, content: '<p>First text</p>' });
      expect(created).toMatchObject({ title, content: '<p>First text</p>', published: true });
      expect(created.id).toBeTruthy();
      expect(created.version).toBeGreaterThanOrEqual(1);
      expect(Date.parse(created.createdAt)).not.toBeNaN();

      expect(await visitor.guides.get(created.id)).toEqual(created);
      const listed = await visitor.guides.list();
      expect(listed.find((guide) => guide.id === created.id)).toEqual(created);
      const times = listed.map((guide) => Date.parse(guide.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));

      const updated = await admin.guides.update(
        created.id,
        { title: `${title} (edited)`, content: '<p>Second text</p>' },
        created.version,
      );
      expect(updated).toMatchObject({
        id: created.id,
        title: `${title} (edited)`,
        content: '<p>Second text</p>',
        createdAt: created.createdAt,
      });
      expect(updated.version).toBeGreaterThan(created.version);
      expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));

      await admin.guides.remove(created.id);
      expect((await failure(visitor.guides.get(created.id))).code).toBe('not-found');
      expect((await failure(admin.guides.remove(created.id))).code).toBe('not-found');
    });

    it('refuses an update based on a stale version and keeps the newer text', async () => {
      const admin = await signedIn('admin');
      const created = await admin.guides.create({ title: unique('Stale'), content: '<p>v1</p>' });
      const newer = await admin.guides.update(
        created.id,
        { title: created.title, content: '<p>v2</p>' },
        created.version,
      );
      const stale = await failure(
        admin.guides.update(
          created.id,
          { title: created.title, content: '<p>v3</p>' },
          created.version,
        ),
      );
      expect(stale.code).toBe('conflict');
      expect(await admin.guides.get(created.id)).toEqual(newer);
      await admin.guides.remove(created.id);
    });

    it('sanitizes content on write: script is dropped, editor formatting survives', async () => {
      const admin = await signedIn('admin');
      const created = await admin.guides.create({
        title: unique('Sanitized'),
        content: `<p onclick="alert(1)">Safe</p><script>window.__xss=1</script>${EDITOR_HTML}`,
      });
      expect(created.content).not.toMatch(/<script|onclick|__xss/);
      expect(created.content).toContain('<p>Safe</p>');
      // Sanitizers may or may not drop the space in a style; both forms are the same declaration.
      expect(created.content).toMatch(/<h1 style="text-align: ?center">Title<\/h1>/);
      expect(created.content).toMatch(/<p style="text-align: ?right">/);
      expect(created.content).toContain('data-type="taskList"');
      expect(created.content).toContain('data-checked="true"');
      expect(created.content).toContain('<code class="language-js">');
      expect(created.content).toContain('class="align-center"');
      expect((await admin.guides.get(created.id)).content).toBe(created.content);
      await admin.guides.remove(created.id);
    });

    it('refuses content that sanitizes to nothing, and a blank title', async () => {
      const admin = await signedIn('admin');
      const onlyScript = await failure(
        admin.guides.create({ title: unique('Empty'), content: '<script>x</script>' }),
      );
      expect(onlyScript.code).toBe('invalid');
      const blankTitle = await failure(admin.guides.create({ title: '   ', content: '<p>x</p>' }));
      expect(blankTitle.code).toBe('invalid');
    });

    it('refuses writes from a visitor (401) and a non-admin (403), and changes nothing', async () => {
      const admin = await signedIn('admin');
      const guide = await admin.guides.create({ title: unique('Guarded'), content: '<p>x</p>' });
      const visitor = await ref.current.newClient();
      const member = await signedIn('member');
      const input = { title: 'Hijacked', content: '<p>hijacked</p>' };
      for (const [client, code] of [
        [visitor, 'unauthenticated'],
        [member, 'forbidden'],
      ] as const) {
        expect((await failure(client.guides.create(input))).code).toBe(code);
        expect((await failure(client.guides.update(guide.id, input, guide.version))).code).toBe(
          code,
        );
        expect((await failure(client.guides.remove(guide.id))).code).toBe(code);
      }
      expect(await visitor.guides.get(guide.id)).toEqual(guide);
      await admin.guides.remove(guide.id);
    });
  });
}
