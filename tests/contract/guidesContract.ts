import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend/contract';
import type { StoredFile } from '../../src/domain/files';
import { fileInUseMessage } from '../../src/domain/fileUsage';
import { foreignImageMessage } from '../../src/domain/guide';
import { NUL_CHARACTER_MESSAGE } from '../../src/domain/storableText';
import type { HarnessRef } from './runBackendContract';
import { failure, refusedClients, signedInClient } from './contractHelpers';

/** HTML the guide editor produces for every kind of formatting it offers, with an uploaded image. */
const editorHtml = (imageUrl: string) =>
  [
    '<h1 style="text-align: center">Title</h1>',
    '<p style="text-align: right"><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p>',
    '<ul><li><p>bullet</p></li></ul><ol><li><p>step</p></li></ol>',
    '<ul data-type="taskList"><li data-type="taskItem" data-checked="true"><label><input type="checkbox" checked="checked"><span></span></label><div><p>done</p></div></li></ul>',
    '<blockquote><p>quote</p></blockquote>',
    '<pre><code class="language-js">let a = 1;</code></pre>',
    `<img src="${imageUrl}" alt="A" class="align-center">`,
  ].join('');

async function guideImage(client: Backend): Promise<StoredFile> {
  const png = await readFile(new URL('../fixtures/uploads/valid.png', import.meta.url));
  return client.files.upload(new File([png], 'chart.png', { type: 'image/png' }), {
    folder: 'guides',
  });
}

export function guidesContract(ref: HarnessRef) {
  describe('guides', () => {
    const signedIn = (who: 'admin' | 'member') => signedInClient(ref, who);
    const unique = (what: string) => `${what} ${Date.now()} ${Math.random().toString(36).slice(2)}`;

    it('publishes a new guide, lists guides newest first, and keeps the creation time through an edit', async () => {
      const admin = await signedIn('admin');
      const title = unique('Contract guide');
      const created = await admin.guides.create({ title, content: '<p>First text</p>' });
      expect(created).toMatchObject({ title, content: '<p>First text</p>', published: true });
      expect(created.id).toBeTruthy();
      expect(Date.parse(created.createdAt)).not.toBeNaN();

      const listed = await (await ref.current.newClient()).guides.list();
      const times = listed.map((guide) => Date.parse(guide.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));

      const updated = await admin.guides.update(
        created.id,
        { title: `${title} (edited)`, content: '<p>Second text</p>' },
        created.version,
      );
      expect(updated).toMatchObject({ id: created.id, createdAt: created.createdAt });
      expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
      await admin.guides.remove(created.id);
    });

    it('carries its tags, trimmed and without repeats, and keeps them when an edit leaves them out', async () => {
      const admin = await signedIn('admin');
      const visitor = await ref.current.newClient();
      const created = await admin.guides.create({
        title: unique('Tagged guide'),
        content: '<p>Tags</p>',
        tags: [' PvP ', 'pvp', 'Guild'],
      });
      expect(created.tags).toEqual(['PvP', 'Guild']);
      expect((await visitor.guides.get(created.id)).tags).toEqual(['PvP', 'Guild']);
      const kept = await admin.guides.update(
        created.id,
        { title: created.title, content: '<p>Edited</p>' },
        created.version,
      );
      expect(kept.tags).toEqual(['PvP', 'Guild']);
      const changed = await admin.guides.update(
        created.id,
        { title: created.title, content: '<p>Edited</p>', tags: ['Basics'] },
        kept.version,
      );
      expect(changed.tags).toEqual(['Basics']);
      const untagged = await admin.guides.create({ title: unique('Plain'), content: '<p>x</p>' });
      expect(untagged.tags).toEqual([]);

      const tooMany = Array.from({ length: 11 }, (_, n) => `tag ${n}`);
      for (const tags of [tooMany, ['x'.repeat(31)]]) {
        const refused = await failure(
          admin.guides.create({ title: unique('Refused'), content: '<p>x</p>', tags }),
        );
        expect(refused.code).toBe('invalid');
      }
      await admin.guides.remove(created.id);
      await admin.guides.remove(untagged.id);
    });

    it("shows its creator's display name as its author, which a later rename or edit does not change", async () => {
      const account = await ref.current.newAdmin();
      const admin = await ref.current.newClient();
      await admin.auth.signIn(account.email, account.password);
      await admin.auth.updateDisplayName('First Name');
      const first = await admin.guides.create({ title: unique('Byline'), content: '<p>x</p>' });
      expect(first.author).toBe('First Name');

      await admin.auth.updateDisplayName('Second Name');
      const second = await admin.guides.create({ title: unique('Byline'), content: '<p>y</p>' });
      expect(second.author).toBe('Second Name');
      const edited = await admin.guides.update(
        first.id,
        { title: first.title, content: '<p>edited</p>' },
        first.version,
      );
      expect(edited.author).toBe('First Name');
      const visitor = await ref.current.newClient();
      expect((await visitor.guides.get(first.id)).author).toBe('First Name');
      // Another admin editing it does not take the byline either.
      const other = await signedIn('admin');
      const byOther = await other.guides.update(
        first.id,
        { title: first.title, content: '<p>again</p>' },
        edited.version,
      );
      expect(byOther.author).toBe('First Name');
      await admin.guides.remove(first.id);
      await admin.guides.remove(second.id);
    });

    it('keeps a draft for admins, apart from the published guides, until it is published', async () => {
      const admin = await signedIn('admin');
      const member = await signedIn('member');
      const visitor = await ref.current.newClient();
      const title = unique('Draft guide');
      const draft = await admin.guides.create({
        title,
        content: '<p>Not yet</p>',
        published: false,
      });
      expect(draft).toMatchObject({ title, content: '<p>Not yet</p>', published: false });

      const ids = (guides: { id: string }[]) => guides.map((guide) => guide.id);
      expect(ids(await admin.guides.listDrafts())).toContain(draft.id);
      expect(await admin.guides.get(draft.id)).toEqual(draft);
      for (const reader of [visitor, member, admin]) {
        expect(ids(await reader.guides.list())).not.toContain(draft.id);
      }
      for (const reader of [visitor, member]) {
        expect((await failure(reader.guides.get(draft.id))).code).toBe('not-found');
      }

      // An edit that leaves `published` out keeps the guide a draft.
      const edited = await admin.guides.update(
        draft.id,
        { title, content: '<p>Still not</p>' },
        draft.version,
      );
      expect(edited.published).toBe(false);
      expect((await failure(visitor.guides.get(draft.id))).code).toBe('not-found');

      const published = await admin.guides.update(
        draft.id,
        { title, content: '<p>Ready</p>', published: true },
        edited.version,
      );
      expect(published).toMatchObject({ published: true, createdAt: draft.createdAt });
      expect(await visitor.guides.get(draft.id)).toEqual(published);
      expect(ids(await visitor.guides.list())).toContain(draft.id);
      expect(ids(await admin.guides.listDrafts())).not.toContain(draft.id);

      const unpublished = await admin.guides.update(
        draft.id,
        { title, content: '<p>Ready</p>', published: false },
        published.version,
      );
      expect(unpublished.published).toBe(false);
      expect((await failure(visitor.guides.get(draft.id))).code).toBe('not-found');
      expect(ids(await visitor.guides.list())).not.toContain(draft.id);
      expect(ids(await admin.guides.listDrafts())).toContain(draft.id);

      await admin.guides.remove(draft.id);
      expect(ids(await admin.guides.listDrafts())).not.toContain(draft.id);
    });

    it('keeps the history of a draft: a restored version or a restored delete stays a draft', async () => {
      const admin = await signedIn('admin');
      const visitor = await ref.current.newClient();
      const title = unique('Draft history');
      const draft = await admin.guides.create({ title, content: '<p>v1</p>', published: false });
      const second = await admin.guides.update(
        draft.id,
        { title, content: '<p>v2</p>' },
        draft.version,
      );
      const versions = await admin.history.versions('guides', draft.id);
      expect(versions.map((one) => one.action)).toEqual(['updated', 'created']);
      await admin.history.restoreVersion('guides', draft.id, versions[1]!.id, second.version);
      expect(await admin.guides.get(draft.id)).toMatchObject({
        content: '<p>v1</p>',
        published: false,
      });

      await admin.guides.remove(draft.id);
      await admin.history.restoreFromTrash('guides', draft.id);
      expect(await admin.guides.get(draft.id)).toMatchObject({ published: false });
      expect((await failure(visitor.guides.get(draft.id))).code).toBe('not-found');
      expect((await admin.guides.listDrafts()).map((one) => one.id)).toContain(draft.id);
      await admin.guides.remove(draft.id);
    });

    it('lists drafts for admins only, and refuses drafts from a visitor or a member', async () => {
      const admin = await signedIn('admin');
      const draft = await admin.guides.create({
        title: unique('Guarded draft'),
        content: '<p>x</p>',
        published: false,
      });
      for (const [client, code] of await refusedClients(ref)) {
        expect((await failure(client.guides.listDrafts())).code).toBe(code);
        const input = { title: 'Hijacked', content: '<p>hijacked</p>', published: false };
        expect((await failure(client.guides.create(input))).code).toBe(code);
        const publish = { title: draft.title, content: '<p>x</p>', published: true };
        expect((await failure(client.guides.update(draft.id, publish, draft.version))).code).toBe(
          code,
        );
      }
      expect(await admin.guides.get(draft.id)).toEqual(draft);
      await admin.guides.remove(draft.id);
    });

    it('sanitizes content on write: script is dropped, editor formatting survives', async () => {
      const admin = await signedIn('admin');
      const image = await guideImage(admin);
      const created = await admin.guides.create({
        title: unique('Sanitized'),
        content: `<p onclick="alert(1)">Safe</p><script>window.__xss=1</script>${editorHtml(image.url)}`,
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

    it('refuses an image from another site, naming it, and keeps the stored guide', async () => {
      const admin = await signedIn('admin');
      const created = await admin.guides.create({ title: unique('Images'), content: '<p>v1</p>' });
      const foreign = 'https://images.example.com/tier-chart.png';
      const content = `<p>v2</p><img src="${foreign}" alt="chart">`;
      for (const write of [
        () => admin.guides.create({ title: unique('Foreign'), content }),
        () => admin.guides.update(created.id, { title: created.title, content }, created.version),
      ]) {
        const refused = await failure(write());
        expect(refused.code).toBe('invalid');
        expect(refused.message).toBe(foreignImageMessage(foreign));
        expect(refused.fieldErrors).toEqual({ content: foreignImageMessage(foreign) });
      }
      expect(await admin.guides.get(created.id)).toEqual(created);
      await admin.guides.remove(created.id);
    });

    it('keeps a file while a guide shows it, in the trash too, until the guide is purged', async () => {
      const admin = await signedIn('admin');
      const image = await guideImage(admin);
      const guide = await admin.guides.create({
        title: unique('Shows a file'),
        content: `<p>Chart:</p><img src="${image.url}" alt="chart">`,
      });
      const inUse = await failure(admin.files.remove(image.path));
      expect(inUse.code).toBe('conflict');
      expect(inUse.message).toBe(
        fileInUseMessage([{ kind: 'guide', id: guide.id, label: guide.title }]),
      );
      await admin.guides.remove(guide.id);
      expect((await failure(admin.files.remove(image.path))).code).toBe('conflict');
      await admin.history.purge('guides', guide.id);
      expect((await failure(admin.files.remove(image.path))).code).toBe('not-found');
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

    it('refuses a NUL character in the title or a tag by field, and stores nothing', async () => {
      const admin = await signedIn('admin');
      const before = await admin.guides.list();
      const title = await failure(admin.guides.create({ title: 'Nul\u0000', content: '<p>x</p>' }));
      expect(title.code).toBe('invalid');
      expect(title.fieldErrors.title).toBe(NUL_CHARACTER_MESSAGE);
      const tag = await failure(
        admin.guides.create({ title: unique('Nul tag'), content: '<p>x</p>', tags: ['a\u0000'] }),
      );
      expect(tag.code).toBe('invalid');
      expect(tag.message).toContain(NUL_CHARACTER_MESSAGE);
      expect(await admin.guides.list()).toEqual(before);
    });
  });
}
