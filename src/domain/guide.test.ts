import { describe, expect, it } from 'vitest';
import { isBackendError } from './errors';
import {
  GUIDE_CONTENT_MAX,
  GUIDE_REQUIRED_MESSAGE,
  cleanedGuide,
  foreignImageMessage,
  guideImageSources,
} from './guide';

const keep = (html: string) => html;
const dropAll = () => '';
const anyImage = () => true;

function failure(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (isBackendError(error, 'invalid')) return error;
    throw error;
  }
  throw new Error('expected an invalid error');
}

describe('cleanedGuide', () => {
  it('stores the cleaned content with the title', () => {
    expect(
      cleanedGuide(
        { title: 'T', content: '<p>a</p><script>x</script>' },
        () => '<p>a</p>',
        anyImage,
      ),
    ).toEqual({ title: 'T', content: '<p>a</p>' });
  });

  it('treats content that cleans to nothing as missing', () => {
    const error = failure(() =>
      cleanedGuide({ title: 'T', content: '<script></script>' }, dropAll, anyImage),
    );
    expect(error.message).toBe(GUIDE_REQUIRED_MESSAGE);
    expect(error.fieldErrors).toEqual({ content: 'Content is required.' });
  });

  it('refuses content that grows past the limit once cleaned', () => {
    const grown = 'x'.repeat(GUIDE_CONTENT_MAX + 1);
    const error = failure(() => cleanedGuide({ title: 'T', content: 'x' }, () => grown, anyImage));
    expect(error.fieldErrors.content).toBe(
      `Content must be at most ${GUIDE_CONTENT_MAX} characters once cleaned.`,
    );
    expect(cleanedGuide({ title: 'T', content: 'x' }, keep, anyImage).content).toBe('x');
  });
});

describe('images in a guide', () => {
  const own = (src: string) => src.startsWith('/files/');

  it('reads every image source of sanitized HTML, entities decoded', () => {
    expect(
      guideImageSources(
        '<p>a<img src="/files/guides/1-a.png" alt="A"></p><img alt="x" src="https://e.test/?a=1&amp;b=&quot;2&quot;">',
      ),
    ).toEqual(['/files/guides/1-a.png', 'https://e.test/?a=1&b="2"']);
    expect(
      guideImageSources('<p>no images, not even <code>&lt;img src="x"&gt;</code></p>'),
    ).toEqual([]);
  });

  it('keeps images of this site and refuses any other, naming it and suggesting an upload', () => {
    const content = '<p>a</p><img src="/files/guides/1-a.png">';
    expect(cleanedGuide({ title: 'T', content }, keep, own).content).toBe(content);
    const foreign = 'https://example.com/a.png';
    const error = failure(() =>
      cleanedGuide({ title: 'T', content: `${content}<img src="${foreign}">` }, keep, own),
    );
    expect(error.message).toBe(
      "This guide shows an image from another site (https://example.com/a.png). Upload the image with the editor's image button instead.",
    );
    expect(error.fieldErrors).toEqual({ content: error.message });
    expect(foreignImageMessage(`https://e.test/${'x'.repeat(200)}`)).toMatch(
      /\(https:\/\/e\.test\/x+\.\.\.\)/,
    );
  });
});
