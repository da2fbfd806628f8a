// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sanitizeGuideHtml } from './sanitizeGuideHtml';

const payloads = readFileSync(
  new URL('../../tests/fixtures/xss-payloads.txt', import.meta.url),
  'utf8',
)
  .split('\n')
  .filter((line) => line.trim());

/** What must never survive in stored guide HTML. */
const FORBIDDEN = [
  /<script/i,
  /\son\w+=/i,
  /javascript:/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<svg/i,
  /<math/i,
  /<form/i,
  /<style/i,
  /position:/i,
  /data:/i,
  /<input(?![^>]*type="checkbox")/i,
];

describe('sanitizeGuideHtml', () => {
  it.each(payloads)('neutralizes %s', (payload) => {
    const clean = sanitizeGuideHtml(`<p>before</p>${payload}<p>after</p>`);
    for (const pattern of FORBIDDEN) expect(clean).not.toMatch(pattern);
    expect(clean).toContain('<p>before</p>');
  });

  it.each([
    ['<p style="text-align: center">Centered</p>', '<p style="text-align:center">Centered</p>'],
    ['<h2 style="text-align:justify">T</h2>', '<h2 style="text-align:justify">T</h2>'],
    ['<h1>a</h1><h6>b</h6>', '<h1>a</h1><h6>b</h6>'],
    [
      '<p><strong>b</strong><em>i</em><u>u</u><s>s</s><code>c</code><br>x</p><hr>',
      '<p><strong>b</strong><em>i</em><u>u</u><s>s</s><code>c</code><br />x</p><hr />',
    ],
    [
      '<pre><code class="language-js">const a = 1 &lt; 2;</code></pre>',
      '<pre><code class="language-js">const a = 1 &lt; 2;</code></pre>',
    ],
    ['<blockquote><p>q</p></blockquote>', '<blockquote><p>q</p></blockquote>'],
    [
      '<ol start="3"><li><p>x</p></li></ol><ul><li><p>y</p></li></ul>',
      '<ol start="3"><li><p>x</p></li></ol><ul><li><p>y</p></li></ul>',
    ],
    [
      '<img src="/files/guides/1-a.png" alt="A" title="T" class="align-center">',
      '<img src="/files/guides/1-a.png" alt="A" title="T" class="align-center" />',
    ],
    [
      '<img src="https://example.com/a.png" class="align-left evil">',
      '<img src="https://example.com/a.png" class="align-left" />',
    ],
    [
      '<a href="https://example.com" target="_self" rel="opener">x</a>',
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    ],
    [
      '<a href="mailto:a@example.com">m</a>',
      '<a href="mailto:a@example.com" rel="noopener noreferrer nofollow" target="_blank">m</a>',
    ],
  ])('keeps editor formatting: %s', (html, expected) => {
    expect(sanitizeGuideHtml(html)).toBe(expected);
  });

  it('keeps task lists with their checked state and a disabled checkbox', () => {
    const html =
      '<ul data-type="taskList"><li data-type="taskItem" data-checked="true"><label><input type="checkbox" checked="checked"><span></span></label><div><p>Done</p></div></li>' +
      '<li data-type="taskItem" data-checked="false"><label><input type="checkbox"><span></span></label><div><p>To do</p></div></li></ul>';
    expect(sanitizeGuideHtml(html)).toBe(
      '<ul data-type="taskList"><li data-type="taskItem" data-checked="true"><label><input type="checkbox" disabled="disabled" checked="checked" /><span></span></label><div><p>Done</p></div></li>' +
        '<li data-type="taskItem" data-checked="false"><label><input type="checkbox" disabled="disabled" /><span></span></label><div><p>To do</p></div></li></ul>',
    );
  });

  it.each([
    ['<p><input type="text" value="x">a</p>', '<p>a</p>'],
    ['<li><input type="checkbox">a</li>', '<li>a</li>'],
    ['<img src="//evil.example/a.png">', ''],
    ['<img src="x">', ''],
    ['<img src="data:image/png;base64,AAAA">', ''],
    ['<p style="color: red; text-align: left">c</p>', '<p style="text-align:left">c</p>'],
    ['<p class="x" id="y" data-x="z">c</p>', '<p>c</p>'],
    ['<ul data-type="other"><li data-checked="true">c</li></ul>', '<ul><li>c</li></ul>'],
  ])('drops what the editor does not make: %s', (html, expected) => {
    expect(sanitizeGuideHtml(html)).toBe(expected);
  });
});
