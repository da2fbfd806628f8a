// @vitest-environment jsdom
// The sanitizer cleans with the DOM of a window; in the browser that is the page's own.
import { describe, expect, it } from 'vitest';
import payloadFile from '../../tests/fixtures/xss-payloads.txt?raw';
import { FORBIDDEN_IN_GUIDE_HTML } from '../../tests/support/guideHtml';
import { createGuideHtmlSanitizer, sanitizeGuideHtml } from './sanitizeGuideHtml';

const payloads = payloadFile.split('\n').filter((line) => line.trim());

/** Parsed as a page would parse it. */
function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

/** What an element would do if rendered: any handler, any script-capable URL. */
function dangerousParts(html: string): string[] {
  const found: string[] = [];
  for (const element of parse(html).querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      if (attribute.name.startsWith('on')) found.push(`${element.tagName} ${attribute.name}`);
      if (/^\s*(javascript|data|vbscript):/i.test(attribute.value)) {
        found.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
      }
    }
  }
  return found;
}

/**
 * The corpus ends with handlers on elements that are otherwise allowed. There the element must
 * survive, without its handler: these are the lines that fail when a handler is let through, as
 * payloads dropped whole (an image with `src=x`) say nothing about handlers.
 */
const HANDLERS_ON_ALLOWED_ELEMENTS: [line: string, survivor: string][] = [
  ['a valid source with handlers', 'img[src="/favicon.svg"][alt="a valid source with handlers"]'],
  ['a site file with a handler', 'img[src="/files/guides/1700000000000-chart.png"]'],
  ['upper case', 'img[src="/favicon.svg"][alt="upper case"]'],
  ['an allowed element with a handler', 'p[style="text-align: center"]'],
  ['an allowed link with a handler', 'a[target="_blank"]'],
  ['an allowed heading with a handler', 'h2'],
  ['a task item with a handler', 'ul[data-type="taskList"] > li'],
];

describe('sanitizeGuideHtml', () => {
  it.each(payloads)('neutralizes %s', (payload) => {
    const clean = sanitizeGuideHtml(`<p>before</p>${payload}<p>after</p>`);
    for (const pattern of FORBIDDEN_IN_GUIDE_HTML) expect(clean).not.toMatch(pattern);
    expect(dangerousParts(clean)).toEqual([]);
    expect(clean).toContain('<p>before</p>');
  });

  it.each(HANDLERS_ON_ALLOWED_ELEMENTS)(
    'keeps the element of "%s" and drops its handlers',
    (line, survivor) => {
      const payload = payloads.find((candidate) => candidate.includes(line));
      expect(payload, 'the corpus line').toMatch(/\son\w+=/i);
      const clean = sanitizeGuideHtml(payload!);
      expect(clean).not.toMatch(/\son\w+=/i);
      expect(dangerousParts(clean)).toEqual([]);
      expect(parse(clean).querySelector(survivor), clean).not.toBeNull();
    },
  );

  it.each([
    ['<p style="text-align: center">Centered</p>', '<p style="text-align: center">Centered</p>'],
    ['<h2 style="text-align:justify">T</h2>', '<h2 style="text-align: justify">T</h2>'],
    ['<p style="text-align:center;position:fixed">x</p>', '<p style="text-align: center">x</p>'],
    ['<p style="color: red; text-align: left">c</p>', '<p style="text-align: left">c</p>'],
    ['<p style="color:red">x</p>', '<p>x</p>'],
    ['<ul style="text-align:center"><li>x</li></ul>', '<ul><li>x</li></ul>'],
    ['<h1>a</h1><h6>b</h6>', '<h1>a</h1><h6>b</h6>'],
    [
      '<p><strong>b</strong><em>i</em><u>u</u><s>s</s><code>c</code><br>x</p><hr>',
      '<p><strong>b</strong><em>i</em><u>u</u><s>s</s><code>c</code><br>x</p><hr>',
    ],
    [
      '<pre><code class="language-js">const a = 1 &lt; 2;</code></pre>',
      '<pre><code class="language-js">const a = 1 &lt; 2;</code></pre>',
    ],
    [
      '<pre><code class="language-js evil">a &lt; b</code></pre>',
      '<pre><code class="language-js">a &lt; b</code></pre>',
    ],
    ['<blockquote><p>q</p></blockquote>', '<blockquote><p>q</p></blockquote>'],
    [
      '<ol start="3"><li><p>x</p></li></ol><ul><li><p>y</p></li></ul>',
      '<ol start="3"><li><p>x</p></li></ol><ul><li><p>y</p></li></ul>',
    ],
    [
      '<img src="/files/guides/1-a.png" alt="A" title="T" class="align-center">',
      '<img src="/files/guides/1-a.png" alt="A" title="T" class="align-center">',
    ],
    [
      '<img src="https://example.com/a.png" class="align-left evil">',
      '<img src="https://example.com/a.png" class="align-left">',
    ],
    ['<img src="/a.png" class="align-left big">', '<img src="/a.png" class="align-left">'],
    // A size in whole pixels reserves the image's box; anything else is dropped.
    ['<img src="/a.png" width="640" height="360">', '<img src="/a.png" width="640" height="360">'],
    ['<img src="/a.png" width="100%" height="0"><p width="5">p</p>', '<img src="/a.png"><p>p</p>'],
    ['<img src="//evil.example/a.png">', ''],
    ['<img src="x">', ''],
    ['<img src="data:image/png;base64,AAAA">', ''],
    ['<p class="x" data-x="1" id="y">p</p>', '<p>p</p>'],
    [
      '<a href="https://example.com" target="_self" rel="opener">x</a>',
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    ],
    [
      '<a href="mailto:a@example.com">m</a>',
      '<a href="mailto:a@example.com" rel="noopener noreferrer nofollow" target="_blank">m</a>',
    ],
    ['<ul data-type="other"><li data-checked="true">c</li></ul>', '<ul><li>c</li></ul>'],
  ])('keeps the editor formatting of %s and nothing else', (html, expected) => {
    expect(sanitizeGuideHtml(html)).toBe(expected);
  });

  it('keeps task lists with their ticks, read-only', () => {
    const html =
      '<ul data-type="taskList"><li data-type="taskItem" data-checked="true"><label><input type="checkbox" checked="checked"><span></span></label><div><p>Done</p></div></li>' +
      '<li data-type="taskItem" data-checked="false"><label><input type="checkbox"><span></span></label><div><p>To do</p></div></li></ul>';
    expect(sanitizeGuideHtml(html)).toBe(
      '<ul data-type="taskList"><li data-type="taskItem" data-checked="true"><label><input type="checkbox" checked="checked" disabled="" aria-label="Done"><span></span></label><div><p>Done</p></div></li>' +
        '<li data-type="taskItem" data-checked="false"><label><input type="checkbox" disabled="" aria-label="Not done"><span></span></label><div><p>To do</p></div></li></ul>',
    );
  });

  it.each([
    ['<p><input type="text" value="x">a</p>', '<p>a</p>'],
    ['<li><input type="checkbox">a</li>', '<li>a</li>'],
    ['<p><input type="checkbox">x</p><label><input></label>', '<p>x</p><label></label>'],
  ])('drops inputs that are not task checkboxes: %s', (html, expected) => {
    expect(sanitizeGuideHtml(html)).toBe(expected);
  });

  /**
   * Until the sanitizers became one, the server (sanitize-html) and the pages (DOMPurify) gave
   * different results for these; each time the stricter one was kept.
   */
  it.each([
    // A list's first number: digits only, at most six.
    ['<ol start="-1"><li>x</li></ol>', '<ol><li>x</li></ol>'],
    ['<ol start="1234567"><li>x</li></ol>', '<ol><li>x</li></ol>'],
    ['<ol start="3.5"><li>x</li></ol>', '<ol><li>x</li></ol>'],
    ['<ol start="abc"><li>x</li></ol>', '<ol><li>x</li></ol>'],
    ['<ol start="999999"><li>x</li></ol>', '<ol start="999999"><li>x</li></ol>'],
    // A code language: letters, digits, `_` and `-`, 1 to 40 of them.
    [`<pre><code class="language-${'a'.repeat(41)}">x</code></pre>`, '<pre><code>x</code></pre>'],
    [
      `<pre><code class="language-${'a'.repeat(40)}">x</code></pre>`,
      `<pre><code class="language-${'a'.repeat(40)}">x</code></pre>`,
    ],
    ['<pre><code class="language-">x</code></pre>', '<pre><code>x</code></pre>'],
    ['<pre><code class="language-c++">x</code></pre>', '<pre><code>x</code></pre>'],
    ['<pre><code class="language-j$s">x</code></pre>', '<pre><code>x</code></pre>'],
    // A checkbox only as the editor places it: task item > label > input.
    [
      '<ul data-type="taskList"><li data-type="taskItem"><input type="checkbox">a</li></ul>',
      '<ul data-type="taskList"><li data-type="taskItem">a</li></ul>',
    ],
    [
      '<ul data-type="taskList"><li data-type="taskItem"><label><span><input type="checkbox"></span></label></li></ul>',
      '<ul data-type="taskList"><li data-type="taskItem"><label><span></span></label></li></ul>',
    ],
    [
      '<ul data-type="taskList"><li data-type="taskItem"><label><input type="checkbox"></label><div><p><input type="checkbox">x</p></div></li></ul>',
      '<ul data-type="taskList"><li data-type="taskItem"><label><input type="checkbox" disabled="" aria-label="Not done"></label><div><p>x</p></div></li></ul>',
    ],
    // Links lead to other sites or to an e-mail address.
    ['<a href="/guides">x</a>', '<a rel="noopener noreferrer nofollow" target="_blank">x</a>'],
    ['<a href="#top">x</a>', '<a rel="noopener noreferrer nofollow" target="_blank">x</a>'],
    // A tick belongs to a task item only.
    ['<ul><li data-checked="true">x</li></ul>', '<ul><li>x</li></ul>'],
    // Alignment: one declaration, in the editor's lower case, without `!important` or comments.
    ['<p style="TEXT-ALIGN: CENTER">x</p>', '<p>x</p>'],
    ['<p style="text-align: CENTER">x</p>', '<p>x</p>'],
    ['<p style="text-align: center !important">x</p>', '<p>x</p>'],
    ['<p style="text-align:/**/center">x</p>', '<p>x</p>'],
    ['<p style="text-align:center;text-align:right">x</p>', '<p style="text-align: center">x</p>'],
    // An image title says something or is left out.
    ['<img src="/a.png" alt="" title="">', '<img src="/a.png" alt="">'],
    ['<img src="/a.png" title=" ">', '<img src="/a.png">'],
    // The text of form fields and of embedded content goes with its element.
    ['<p>a</p><textarea>typed</textarea>', '<p>a</p>'],
    ['<p>a</p><select><option>one</option></select>', '<p>a</p>'],
    ['<p>a</p><iframe>inner</iframe><video>inner</video><audio>inner</audio>', '<p>a</p>'],
    ['<p>a</p><template><p>inner</p></template>', '<p>a</p>'],
  ])('where the old sanitizers disagreed, keeps the stricter result: %s', (html, expected) => {
    expect(sanitizeGuideHtml(html)).toBe(expected);
  });
});

describe('createGuideHtmlSanitizer', () => {
  it('cleans with the DOM of the window it is given', () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const other = frame.contentWindow;
    if (!other) throw new Error('jsdom gave the frame no window');
    const sanitize = createGuideHtmlSanitizer(other);
    expect(sanitize('<p onclick="x()">a</p><script>b</script><a href="https://e.x">l</a>')).toBe(
      '<p>a</p><a href="https://e.x" rel="noopener noreferrer nofollow" target="_blank">l</a>',
    );
    frame.remove();
  });

  it('refuses a window without a DOM rather than pass HTML through', () => {
    expect(() => createGuideHtmlSanitizer({} as Window)).toThrow(/needs a DOM window/);
  });
});
