import { describe, expect, it } from 'vitest';
import payloadFile from '../../tests/fixtures/xss-payloads.txt?raw';
import { createGuideHtmlPurifier, purifyGuideHtml } from './purifyGuideHtml';

const payloads = payloadFile.split('\n').filter((line) => line.trim());

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
  /<meta/i,
  /<link/i,
  /<base/i,
  /position:/i,
  /data:/i,
  /<input(?![^>]*type="checkbox")/i,
];

/** What an element would do if rendered: any handler, any script-capable URL. */
function dangerousParts(html: string): string[] {
  const host = document.createElement('div');
  host.innerHTML = html;
  const found: string[] = [];
  for (const element of host.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      if (attribute.name.startsWith('on')) found.push(`${element.tagName} ${attribute.name}`);
      if (/^\s*(javascript|data|vbscript):/i.test(attribute.value)) {
        found.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
      }
    }
  }
  return found;
}

describe('purifyGuideHtml', () => {
  it.each(payloads)('neutralizes %s', (payload) => {
    const clean = purifyGuideHtml(`<p>before</p>${payload}<p>after</p>`);
    for (const pattern of FORBIDDEN) expect(clean).not.toMatch(pattern);
    expect(dangerousParts(clean)).toEqual([]);
    expect(clean).toContain('<p>before</p>');
  });

  it.each([
    ['<p style="text-align: center">C</p>', '<p style="text-align: center">C</p>'],
    ['<h2 style="text-align:justify">T</h2>', '<h2 style="text-align: justify">T</h2>'],
    ['<p style="text-align:center;position:fixed">x</p>', '<p style="text-align: center">x</p>'],
    ['<p style="color:red">x</p>', '<p>x</p>'],
    ['<ul style="text-align:center"><li>x</li></ul>', '<ul><li>x</li></ul>'],
    ['<h1>a</h1><h6>b</h6>', '<h1>a</h1><h6>b</h6>'],
    [
      '<p><strong>b</strong><em>i</em><u>u</u><s>s</s><code>c</code><br>x</p><hr>',
      '<p><strong>b</strong><em>i</em><u>u</u><s>s</s><code>c</code><br>x</p><hr>',
    ],
    [
      '<pre><code class="language-js evil">a &lt; b</code></pre>',
      '<pre><code class="language-js">a &lt; b</code></pre>',
    ],
    ['<blockquote><p>q</p></blockquote>', '<blockquote><p>q</p></blockquote>'],
    ['<ol start="3"><li><p>x</p></li></ol>', '<ol start="3"><li><p>x</p></li></ol>'],
    [
      '<img src="/files/guides/1-a.png" alt="A" title="T" class="align-center">',
      '<img src="/files/guides/1-a.png" alt="A" title="T" class="align-center">',
    ],
    ['<img src="//evil.example/a.png">', ''],
    ['<img src="data:image/png;base64,AAAA">', ''],
    ['<img src="/a.png" class="align-left big">', '<img src="/a.png" class="align-left">'],
    ['<p class="x" data-x="1" id="y">p</p>', '<p>p</p>'],
    [
      '<a href="https://example.com" target="_self">x</a>',
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    ],
    ['<a href="/guides">x</a>', '<a rel="noopener noreferrer nofollow" target="_blank">x</a>'],
    [
      '<a href="mailto:a@example.com">m</a>',
      '<a href="mailto:a@example.com" rel="noopener noreferrer nofollow" target="_blank">m</a>',
    ],
  ])('keeps editor formatting: %s', (html, expected) => {
    expect(purifyGuideHtml(html)).toBe(expected);
  });

  it('keeps task lists with their ticks, read-only', () => {
    const html =
      '<ul data-type="taskList"><li data-type="taskItem" data-checked="true"><label><input type="checkbox" checked="checked"><span></span></label><div><p>Done</p></div></li>' +
      '<li data-type="taskItem" data-checked="false"><label><input type="checkbox"><span></span></label><div><p>To do</p></div></li></ul>';
    const host = document.createElement('div');
    host.innerHTML = purifyGuideHtml(html);
    const boxes = [...host.querySelectorAll('input')];
    expect(boxes.map((box) => [box.type, box.checked, box.disabled])).toEqual([
      ['checkbox', true, true],
      ['checkbox', false, true],
    ]);
    expect(host.querySelector('ul')?.dataset.type).toBe('taskList');
    expect([...host.querySelectorAll('li')].map((li) => li.dataset.checked)).toEqual([
      'true',
      'false',
    ]);
  });

  it('drops inputs that are not task checkboxes', () => {
    expect(purifyGuideHtml('<p><input type="checkbox">x</p><label><input></label>')).toBe(
      '<p>x</p><label></label>',
    );
  });
});

describe('createGuideHtmlPurifier', () => {
  it('cleans with the DOM of the window it is given', () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const other = frame.contentWindow;
    if (!other) throw new Error('jsdom gave the frame no window');
    const purify = createGuideHtmlPurifier(other);
    expect(purify('<p onclick="x()">a</p><script>b</script><a href="https://e.x">l</a>')).toBe(
      '<p>a</p><a href="https://e.x" rel="noopener noreferrer nofollow" target="_blank">l</a>',
    );
    frame.remove();
  });
});
