import { deleteApp, initializeApp } from 'firebase/app';
import { afterAll, describe, expect, it } from 'vitest';
import { createStorageKit } from './storageKit';

const BUCKET = 'demo-hero-guide.appspot.com';
const app = initializeApp(
  { apiKey: 'k', projectId: 'demo-hero-guide', storageBucket: BUCKET, appId: 'a' },
  'storage-kit-test',
);
const emulatorApp = initializeApp(
  { apiKey: 'k', projectId: 'demo-hero-guide', storageBucket: BUCKET, appId: 'a' },
  'storage-kit-emulator-test',
);
afterAll(async () => {
  await deleteApp(app);
  await deleteApp(emulatorApp);
});

describe('the path of an image from its download URL (heroes of the upstream site)', () => {
  const kit = createStorageKit(app, null);

  it("reads the path of an object in this project's bucket", () => {
    expect(
      kit.pathOfUrl(
        `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/heroes%2F1690000000-Aurelia.png?alt=media&token=abc`,
      ),
    ).toBe('heroes/1690000000-Aurelia.png');
    expect(kit.pathOfUrl(`gs://${BUCKET}/media/1-chart.webp`)).toBe('media/1-chart.webp');
  });

  it('names no path for another bucket, another site, or something that is no URL', () => {
    expect(
      kit.pathOfUrl(
        'https://firebasestorage.googleapis.com/v0/b/someone-else.appspot.com/o/heroes%2Fa.png?alt=media',
      ),
    ).toBeNull();
    expect(kit.pathOfUrl('https://example.com/heroes/a.png')).toBeNull();
    expect(kit.pathOfUrl('heroes/a.png')).toBeNull();
    expect(kit.pathOfUrl('')).toBeNull();
  });

  it("reads the emulator's URLs when it talks to the emulator", () => {
    const local = createStorageKit(emulatorApp, {
      host: '127.0.0.1',
      authPort: 9099,
      firestorePort: 8080,
      storagePort: 9199,
    });
    expect(
      local.pathOfUrl(`http://127.0.0.1:9199/v0/b/${BUCKET}/o/heroes%2F2-b.png?alt=media&token=t`),
    ).toBe('heroes/2-b.png');
  });
});
