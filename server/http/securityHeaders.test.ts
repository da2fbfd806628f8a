// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { App } from '../app';
import { testAppPerFile } from '../../tests/support/appPerFile';

let app: App;
testAppPerFile((ready) => (app = ready));

const EXPECTED = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

describe('security headers', () => {
  it.each([
    ['an API answer', '/api/health', 200],
    ['an API error', '/api/nope', 404],
    ['the SPA fallback page', '/disclaimer', 503],
  ])('are on %s', async (_name, url, status) => {
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject(EXPECTED);
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
    expect(csp.replace("style-src-attr 'unsafe-inline'", '')).not.toContain('unsafe');
  });
});
