import { describe, expect, it } from 'vitest';
import { GUIDE_CONTENT_MAX } from '../../domain/guide';
import { firebaseBackendOn } from './index';
import { adminServices } from './testServices';

/** Services of a signed-in admin whose Firestore must never be reached. */
const unreachedServices = () =>
  adminServices(() => {
    throw new Error('Firestore must not be reached');
  });

describe('Firebase guides, before anything is written', () => {
  it('refuses content that grows past the limit once cleaned, naming the field', async () => {
    const { guides } = firebaseBackendOn(unreachedServices(), window);
    // Within the limit as typed; every `&` becomes `&amp;` when the HTML is serialized again.
    const content = `<p>${'&'.repeat(GUIDE_CONTENT_MAX - 10)}</p>`;
    expect(content.length).toBeLessThanOrEqual(GUIDE_CONTENT_MAX);
    const refused = guides.create({ title: 'Ampersands', content });
    await expect(refused).rejects.toMatchObject({ code: 'invalid' });
    await expect(refused).rejects.toHaveProperty('fieldErrors.content');
  });

  it('refuses content that cleans to nothing with the editor message', async () => {
    const { guides } = firebaseBackendOn(unreachedServices(), window);
    await expect(
      guides.create({ title: 'Empty', content: '<script>alert(1)</script>' }),
    ).rejects.toMatchObject({ code: 'invalid', message: 'Title and content are required' });
  });
});
