import { describe, expect, it } from 'vitest';
import { decodeEntities, guidePreview, htmlToText } from './guidePreview';

describe('htmlToText', () => {
  it.each([
    ['', ''],
    ['plain text', 'plain text'],
    ['<p>Hello <strong>brave</strong> hero</p>', 'Hello brave hero'],
    ['<h1>Title</h1><p>Body</p>', 'Title. Body'],
    ['<h2>Ready?</h2><p>Go: now</p><p>Then rest.</p>', 'Ready? Go: now. Then rest.'],
    ['<p>Last block</p>', 'Last block'],
    ['<p>a</p><p> </p><p>b</p>', 'a. b'],
    ['<ul><li><p>one</p></li><li><p>two</p></li></ul>', 'one. two'],
    ['<p>a<br>b</p>', 'a b'],
    ['<p>a<img src="x" alt="">b</p>', 'a b'],
    ['<p>a\u0000b</p>', 'ab'],
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
    // Blocks never run together: a block ending without punctuation gets a full stop, a line
    // break is a space.
    ['<h1>Welcome</h1><p>This is sample</p>', 'Welcome. This is sample'],
    ['<h2>Steps</h2><ol><li><p>Sign in</p></li><li><p>Edit</p></li></ol>', 'Steps. Sign in. Edit'],
    [
      '<p>first line<br>second line</p><blockquote><p>quoted</p></blockquote>',
      'first line second line. quoted',
    ],
    // Cut at the last word boundary that fits, never inside a word.
    [`<p>${'word '.repeat(19)}wordier tail</p>`, `${'word '.repeat(19).trimEnd()}…`],
    [`<p>${'x'.repeat(95)} abcdef</p>`, `${'x'.repeat(95)}…`],
    [`<p>${'x'.repeat(100)} next</p>`, `${'x'.repeat(100)}…`],
    // …and without the punctuation that stood before the cut word.
    [`<p>${'x'.repeat(90)}, abcdefghij</p>`, `${'x'.repeat(90)}…`],
    [`<h1>${'x'.repeat(96)}</h1><p>More text</p>`, `${'x'.repeat(96)}…`],
  ])('%j', (html, preview) => {
    expect(guidePreview(html)).toBe(preview);
  });

  it('previews the sample guides with whole words', () => {
    const welcome = [
      '<h1 style="text-align: center">Welcome to the fan guide</h1>',
      '<p style="text-align: center"><em>This is sample content: edit or delete it once you have written your own.</em></p>',
      '<h2>Finding your way around</h2>',
    ].join('');
    expect(guidePreview(welcome)).toBe(
      'Welcome to the fan guide. This is sample content: edit or delete it once you have written your own…',
    );
  });

  it.each([
    ['alpha beta gamma', 12, 'alpha beta…'],
    ['alpha beta gamma', 10, 'alpha beta…'],
    ['alpha beta gamma', 11, 'alpha beta…'],
    ['one, two three', 6, 'one…'],
    ['unbreakable', 4, 'unbr…'],
    ['😀 😀😀😀', 4, '😀…'],
  ])('%j cut to %d characters → %j', (text, length, preview) => {
    const result = guidePreview(`<p>${text}</p>`, length);
    expect(result).toBe(preview);
    expect(Array.from(result).length).toBeLessThanOrEqual(length + 1);
  });

  it('takes a custom length', () => {
    expect(guidePreview('<p>abcdef</p>', 3)).toBe('abc…');
  });
});
