import { afterEach, describe, expect, it, vi } from 'vitest';
import { firebaseSiteOrigin, pageFile } from './firebasePages';
import { robotsTxt } from './robotsTxt';

const config = (projectId?: string) => ({
  mode: 'production',
  envDir: false as const,
  env: projectId ? { VITE_FIREBASE_PROJECT_ID: projectId } : {},
});

describe('firebaseSiteOrigin', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is the project's default Hosting domain unless PUBLIC_URL says otherwise", () => {
    vi.stubEnv('PUBLIC_URL', '');
    expect(firebaseSiteOrigin(config('my-project'))).toBe('https://my-project.web.app');
    vi.stubEnv('PUBLIC_URL', 'https://guide.example.org/');
    expect(firebaseSiteOrigin(config('my-project'))).toBe('https://guide.example.org');
  });

  it('refuses a PUBLIC_URL that is not an origin', () => {
    vi.stubEnv('PUBLIC_URL', 'https://guide.example.org/guide/');
    expect(() => firebaseSiteOrigin(config('my-project'))).toThrow(/PUBLIC_URL must be/);
  });
});

describe('pageFile', () => {
  it('is the file Firebase Hosting serves the route from with cleanUrls', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/heroes')).toBe('heroes.html');
    expect(pageFile('/guides/pets')).toBe('guides/pets.html');
  });
});

describe('robotsTxt', () => {
  it('names the sitemap only when given one', () => {
    expect(robotsTxt('/guide/')).toBe(
      'User-agent: *\nDisallow: /guide/logmin\nDisallow: /guide/admin\n',
    );
    expect(robotsTxt('/', 'https://example.org/sitemap.xml')).toBe(
      'User-agent: *\nDisallow: /logmin\nDisallow: /admin\n\nSitemap: https://example.org/sitemap.xml\n',
    );
  });
});
