import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * A sign-in refused by the throttle (docs/product.md#sign-in-throttling): 429 with the
 * rate-limited message, and a Retry-After of what is left of the 15-minute window.
 */
export function expectThrottled(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(429);
  expect(response.json().error).toEqual({
    code: 'rate-limited',
    message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(14 * 60);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
}
