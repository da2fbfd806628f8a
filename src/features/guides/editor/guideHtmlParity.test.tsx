import { Suspense } from 'react';
import { render } from '@testing-library/react';
import { generateHTML, type JSONContent } from '@tiptap/core';
import { describe, expect, it, vi } from 'vitest';
import { guideWithHeadingIds } from '../../../domain/guideMeta';
import payloadFile from '../../../../tests/fixtures/xss-payloads.txt?raw';
import { sanitizeGuideHtml as sanitizeOnServer } from '../../../../server/guides/sanitizeGuideHtml';
// eslint-disable-next-line no-restricted-imports -- its write path is one of the places compared
import { firebaseBackendOn } from '../../../backend/firebase/index';
import { withHeadingIds } from '../../../domain/guideMeta';
import { GuideContent } from '../../../ui/guideHtml/GuideContent';
import { guideEditorExtensions } from './extensions';

/*
 * Guide HTML is cleaned on write by our server and by the Firebase adapter, and again on render in
 * every reader's page, all with one sanitizer and one configuration
 * (docs/decisions.md#one-sanitizer). This feeds each of them the editor's own output and the
 * payload corpus, and expects the same markup from all. For the server it calls the module the
 * guides route calls (server/guides/sanitizeGuideHtml.test.ts holds the route to that module): the
 * route's database runs under Node, and this test needs a page.
 */

// The Firebase adapter's write goes nowhere: what it would store is what it returns.
vi.mock('firebase/firestore/lite', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  collection: () => ({}),
  doc: () => ({ id: 'parity' }),
  writeBatch: () => ({ set: () => undefined, commit: async () => undefined }),
}));

/**
 * A signed-in admin, as far as a guide write asks: Auth already started, a Firestore, and a
 * Storage that counts every image as this project's (what is compared here is the markup; the
 * contract suite holds the adapter to refusing images of elsewhere).
 */
const adminServices = {
  firestore: () => ({}),
  authIfStarted: () => Promise.resolve({ role: async () => 'admin' }),
  auth: () =>
    Promise.resolve({
      role: async () => 'admin',
      email: () => 'admin@example.test',
      byline: () => 'admin',
    }),
  storage: async () => ({ pathOfUrl: (src: string) => src }),
} as unknown as Parameters<typeof firebaseBackendOn>[0];

/** What each place that cleans or renders guide HTML makes of `html`. */
async function everyPlace(html: string) {
  const stored = (
    await firebaseBackendOn(adminServices, window).guides.create({ title: 'T', content: html })
  ).content;
  // The page downloads the sanitizer the first time it renders a guide.
  const shown = async (content: string) => {
    const { findByTestId, unmount } = render(
      <Suspense>
        <GuideContent html={content} decorate={withHeadingIds} />
      </Suspense>,
    );
    const markup = (await findByTestId('guide-content')).innerHTML;
    unmount();
    return markup;
  };
  return {
    'server write': sanitizeOnServer(html),
    'Firebase write': stored,
    'page render': await shown(html),
    'page render of the stored guide': await shown(stored),
  };
}

/** Pages show the stored markup with the table of contents' anchors on its h2 and h3. */
const PAGE_RENDERS = new Set(['page render', 'page render of the stored guide']);

async function expectOneMarkup(html: string): Promise<string> {
  const results = await everyPlace(html);
  const markup = results['server write'];
  const onPage = guideWithHeadingIds(markup).html;
  expect(results).toEqual(
    Object.fromEntries(
      Object.keys(results).map((place) => [place, PAGE_RENDERS.has(place) ? onPage : markup]),
    ),
  );
  return markup;
}

const text = (value: string, ...marks: NonNullable<JSONContent['marks']>): JSONContent => ({
  type: 'text',
  text: value,
  ...(marks.length ? { marks } : {}),
});
const paragraph = (content: JSONContent[], textAlign?: string): JSONContent => ({
  type: 'paragraph',
  ...(textAlign ? { attrs: { textAlign } } : {}),
  content,
});
const taskItem = (checked: boolean, ...content: JSONContent[]): JSONContent => ({
  type: 'taskItem',
  attrs: { checked },
  content,
});
const image = (src: string, align: string | null, extra: Record<string, string> = {}) => ({
  type: 'image',
  attrs: { src, alt: `${align ?? 'no'} alignment`, align, ...extra },
});

/** One document per toolbar feature (and what StarterKit adds: links, breaks, rules). */
const EDITOR_DOCUMENTS: Record<string, JSONContent[]> = {
  marks: [
    paragraph([
      text('bold', { type: 'bold' }),
      text('italic', { type: 'italic' }),
      text('underline', { type: 'underline' }),
      text('strike', { type: 'strike' }),
      text('inline code', { type: 'code' }),
      text(' a & b < c > d "e"'),
    ]),
  ],
  headings: [1, 2, 3].map((level) => ({
    type: 'heading',
    attrs: { level },
    content: [text(`Heading ${level}`)],
  })),
  'text alignment': ['left', 'center', 'right', 'justify'].flatMap((align) => [
    paragraph([text(align)], align),
    { type: 'heading', attrs: { level: 2, textAlign: align }, content: [text(align)] },
  ]),
  'bullet and numbered lists': [
    { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph([text('one')])] }] },
    { type: 'orderedList', content: [{ type: 'listItem', content: [paragraph([text('first')])] }] },
    {
      type: 'orderedList',
      attrs: { start: 3 },
      content: [{ type: 'listItem', content: [paragraph([text('third')])] }],
    },
  ],
  'task list with checked items': [
    {
      type: 'taskList',
      content: [
        taskItem(true, paragraph([text('done')])),
        taskItem(false, paragraph([text('to do')]), {
          type: 'taskList',
          content: [taskItem(true, paragraph([text('nested, done')]))],
        }),
      ],
    },
  ],
  quote: [{ type: 'blockquote', content: [paragraph([text('quoted')])] }],
  'code blocks': [
    { type: 'codeBlock', content: [text('plain()')] },
    // The toolbar's code block has no language; a Markdown fence (```ts) gives one.
    { type: 'codeBlock', attrs: { language: 'ts' }, content: [text('const a = 1 < 2;')] },
  ],
  images: [
    image('/files/guides/1700000000000-a.png', 'left', { title: 'A title' }),
    image('/files/guides/1700000000000-b.png', 'center'),
    image('/guide/files/guides/1700000000000-c.png', 'right'),
    image('https://firebasestorage.googleapis.com/v0/b/demo/o/guides%2F1-d.png?alt=media', null),
  ],
  'links, line breaks and rules': [
    paragraph([
      text('a site', { type: 'link', attrs: { href: 'https://example.com/page?a=1&b=2' } }),
      { type: 'hardBreak' },
      text('mail', { type: 'link', attrs: { href: 'mailto:someone@example.com' } }),
    ]),
    { type: 'horizontalRule' },
  ],
};

const editorHtml = (content: JSONContent[]) =>
  generateHTML({ type: 'doc', content }, guideEditorExtensions());

/** Editor output comes out unchanged, but for three things the sanitizer writes its own way. */
const cleanedEditorHtml = (html: string) =>
  html
    // The one style kept is written back as a single declaration, without the editor's `;`.
    .replaceAll(/ style="text-align: (\w+);"/g, ' style="text-align: $1"')
    // rel and target are forced on every link, so they are set again, after href.
    .replaceAll(
      /<a target="_blank" rel="noopener noreferrer nofollow" href="([^"]*)">/g,
      '<a href="$1" rel="noopener noreferrer nofollow" target="_blank">',
    )
    // Readers see the author's ticks but cannot change them; the boxes are named.
    .replaceAll(/<input type="checkbox" checked="checked">/g, (box) =>
      box.replace('>', ' disabled="" aria-label="Done">'),
    )
    .replaceAll(
      '<input type="checkbox">',
      '<input type="checkbox" disabled="" aria-label="Not done">',
    );

describe('one markup wherever guide HTML is cleaned or shown', () => {
  it.each(Object.entries(EDITOR_DOCUMENTS))('editor output: %s', async (_feature, content) => {
    const html = editorHtml(content);
    expect(await expectOneMarkup(html)).toBe(cleanedEditorHtml(html));
  });

  it('editor output: every feature in one guide', async () => {
    const html = editorHtml(Object.values(EDITOR_DOCUMENTS).flat());
    expect(await expectOneMarkup(html)).toBe(cleanedEditorHtml(html));
  });

  it.each(payloadFile.split('\n').filter((line) => line.trim()))('payload: %s', async (payload) => {
    await expectOneMarkup(`<p>before</p>${payload}<p>after</p>`);
  });
});
