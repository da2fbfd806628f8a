import { describe, expect, it } from 'vitest';
import { decodeEntities, guidePreview, htmlToText } from './guidePreview';

describe('htmlToText', () => {
  it.each([
    ['', ''],
    ['plain text', 'plain text'],
    ['<p>Hello <strong>brave</strong> hero</p>', 'Hello brave hero'],
    ['<h1>Title</h1><p>Body</p>', 'Title Body'],
    ['<ul><li><p>one</p></li><li><p>two</p></li></ul>', 'one two'],
    ['<p>a<br>b</p>', 'a b'],
    ['<p>Tom &amp; Jerry &lt;3 &quot;x&quot; &#39;y&#39;</p>', 'Tom & Jerry <3 "x" \'y\''],
    ['<p>&#x1F600; &#128512;</p>', '😀 😀'],
    ['<p>a&nbsp;b</p>', 'a b'],
    ['<p>&unknown; stays</p>', '&unknown; stays'],
    ['<script>window.__xss=1</script><p>after</p>', 'after'],
    ['<style>p{color:red}</style>text', 'text'],
    ['<!-- note --><p>shown</p>', 'shown'],
    ['<img src="x" alt="`<script>window.__xss=1</script>`"><p>ok</p>', 'ok'],
    ['<a href="x" title="a > b">link</a>', 'link'],
    ['<p>  spaced\n\n   out  </p>', 'spaced out'],
    ['<p>&lt;script&gt; is text</p>', '<script> is text'],
  ])('%j → %j', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });
});

describe('decodeEntities', () => {
  it.each([
    ['&amp;lt;', '&lt;'],
    ['&#0;', '\uFFFD'],
    ['&#xD800;', '\uFFFD'],
    ['&#x110000;', '\uFFFD'],
    ['&AMP;', '&'],
  ])('%j → %j', (input, output) => {
    expect(decodeEntities(input)).toBe(output);
  });
});

describe('guidePreview', () => {
  const hundred = 'x'.repeat(100);
  it.each([
    ['<p>short</p>', 'short'],
    [`<p>${hundred}</p>`, hundred],
    [`<p>${hundred}y</p>`, `${hundred}…`],
    [`<p>${'x'.repeat(99)} more</p>`, `${'x'.repeat(99)}…`],
    [`<p>${'😀'.repeat(101)}</p>`, `${'😀'.repeat(100)}…`],
    [`<p>${'a&amp;'.repeat(60)}</p>`, `${'a&'.repeat(50)}…`],
  ])('%j', (html, preview) => {
    expect(guidePreview(html)).toBe(preview);
  });

  it('takes a custom length', () => {
    expect(guidePreview('<p>abcdef</p>', 3)).toBe('abc…');
  });
});
