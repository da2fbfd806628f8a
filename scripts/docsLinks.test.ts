import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Code comments and docs point at sections as `docs/product.md#hero-import`; each section carries
 * an explicit `<a id="…"></a>` so links survive a heading rename. This keeps every such link true.
 */
const SOURCE_DIRS = ['src', 'server', 'scripts', 'tests'];
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|sql|sh|css|md)$/;
/** `docs/product.md#hero-import` in code and comments, anywhere in a line. */
const DOCS_REFERENCE = /\bdocs\/([\w-]+\.md)#([\w-]+)/g;
/** `[text](decisions.md#deep-links)` or `[text](#routes)` inside a doc. */
const RELATIVE_LINK = /\]\((?:\.\/)?([\w-]+\.md)?#([\w-]+)\)/g;
const ANCHOR = /<a id="([^"]+)"><\/a>/g;

interface Reference {
  from: string;
  doc: string;
  anchor: string;
}

const docNames = readdirSync('docs').filter((name) => name.endsWith('.md'));

function textFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function anchorsOf(doc: string): string[] {
  return [...readFileSync(path.join('docs', doc), 'utf8').matchAll(ANCHOR)].map((m) => m[1] ?? '');
}

function references(): Reference[] {
  const found: Reference[] = [];
  const files = [...SOURCE_DIRS.flatMap(textFilesUnder), 'README.md'];
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(DOCS_REFERENCE)) {
      found.push({ from: file, doc: match[1] ?? '', anchor: match[2] ?? '' });
    }
  }
  for (const doc of docNames) {
    const text = readFileSync(path.join('docs', doc), 'utf8');
    for (const match of text.matchAll(RELATIVE_LINK)) {
      found.push({ from: `docs/${doc}`, doc: match[1] ?? doc, anchor: match[2] ?? '' });
    }
  }
  return found;
}

describe('links to sections of docs/', () => {
  it('give every section of a doc its own anchor', () => {
    for (const doc of docNames) {
      const anchors = anchorsOf(doc);
      expect(
        anchors.filter((id, index) => anchors.indexOf(id) !== index),
        doc,
      ).toEqual([]);
    }
  });

  it('lead to an anchor that exists', () => {
    const anchors = new Map(docNames.map((doc) => [doc, new Set(anchorsOf(doc))]));
    const found = references();
    expect(found.length).toBeGreaterThan(0);
    const broken = found
      .filter((ref) => !anchors.get(ref.doc)?.has(ref.anchor))
      .map((ref) => `${ref.from}: docs/${ref.doc}#${ref.anchor}`);
    expect(broken).toEqual([]);
  });
});
