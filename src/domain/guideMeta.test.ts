import { describe, expect, it } from 'vitest';
import { guideWithHeadingIds, readingMinutes, readingTimeLabel } from './guideMeta';

describe('readingMinutes', () => {
  it.each([
    ['', 1],
    ['<p>one</p>', 1],
    [`<p>${'word '.repeat(200)}</p>`, 1],
    [`<p>${'word '.repeat(201)}</p>`, 2],
    [`<h2>Title</h2><p>${'word '.repeat(399)}</p>`, 2],
    [`<p>${'word '.repeat(1000)}</p><img src="/files/a.png" alt="not read">`, 5],
  ])('%#: %s… takes %i min', (html, minutes) => {
    expect(readingMinutes(html)).toBe(minutes);
  });

  it('reads "{n} min read"', () => {
    expect(readingTimeLabel(3)).toBe('3 min read');
  });
});

describe('guideWithHeadingIds', () => {
  it.each([
    ['<h2>Team building</h2>', ['section-team-building']],
    ['<h2>Héroïne &amp; friends!</h2>', ['section-heroine-friends']],
    [
      '<h2>Tips</h2><h3>Tips</h3><h2>tips</h2>',
      ['section-tips', 'section-tips-2', 'section-tips-3'],
    ],
    ['<h2>🎉</h2><h3></h3>', ['section-part', 'section-part-2']],
    ['<h2><strong>Bold</strong> <em>start</em></h2>', ['section-bold-start']],
    [`<h2>${'long '.repeat(40)}</h2>`, [`section-${'long-'.repeat(12).slice(0, 59)}`]],
  ])('%#: %s gets %j', (html, ids) => {
    expect(guideWithHeadingIds(html).headings.map((heading) => heading.id)).toEqual(ids);
  });

  it('writes the ids into the h2 and h3 only, replacing any id they had, keeping the rest', () => {
    const html =
      '<h1>Top</h1><h2 style="text-align: center" id="location">Start</h2><p>x</p><h3>Next &lt;step&gt;</h3><h4>Deep</h4>';
    const result = guideWithHeadingIds(html);
    expect(result.html).toBe(
      '<h1>Top</h1><h2 id="section-start" style="text-align: center">Start</h2><p>x</p><h3 id="section-next-step">Next &lt;step&gt;</h3><h4>Deep</h4>',
    );
    expect(result.headings).toEqual([
      { id: 'section-start', level: 2, text: 'Start' },
      { id: 'section-next-step', level: 3, text: 'Next <step>' },
    ]);
  });

  it('is stable: the same HTML always gets the same ids, and HTML without headings is unchanged', () => {
    const html = '<h2>A</h2><h3>B</h3>';
    expect(guideWithHeadingIds(html)).toEqual(guideWithHeadingIds(html));
    expect(guideWithHeadingIds('<p>plain</p>')).toEqual({ html: '<p>plain</p>', headings: [] });
  });
});
