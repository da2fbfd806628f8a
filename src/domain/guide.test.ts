import { describe, expect, it } from 'vitest';
import { isBackendError } from './errors';
import { GUIDE_CONTENT_MAX, GUIDE_REQUIRED_MESSAGE, cleanedGuide } from './guide';

const keep = (html: string) => html;
const dropAll = () => '';

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
      cleanedGuide({ title: 'T', content: '<p>a</p><script>x</script>' }, () => '<p>a</p>'),
    ).toEqual({ title: 'T', content: '<p>a</p>' });
  });

  it('treats content that cleans to nothing as missing', () => {
    const error = failure(() =>
      cleanedGuide({ title: 'T', content: '<script></script>' }, dropAll),
    );
    expect(error.message).toBe(GUIDE_REQUIRED_MESSAGE);
    expect(error.fieldErrors).toEqual({ content: 'Content is required.' });
  });

  it('refuses content that grows past the limit once cleaned', () => {
    const grown = 'x'.repeat(GUIDE_CONTENT_MAX + 1);
    const error = failure(() => cleanedGuide({ title: 'T', content: 'x' }, () => grown));
    expect(error.fieldErrors.content).toBe(
      `Content must be at most ${GUIDE_CONTENT_MAX} characters once cleaned.`,
    );
    expect(cleanedGuide({ title: 'T', content: 'x' }, keep).content).toBe('x');
  });
});
