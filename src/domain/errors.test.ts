import { describe, expect, it } from 'vitest';
import { HTTP_STATUS_BY_CODE, codeForHttpStatus, isBackendErrorCode } from './errors';

describe('the error code and HTTP status table', () => {
  it('reads every status back as its own code', () => {
    for (const [code, status] of Object.entries(HTTP_STATUS_BY_CODE)) {
      expect(codeForHttpStatus(status)).toBe(code);
    }
  });

  it.each([
    [418, 'invalid'],
    [422, 'invalid'],
    [500, 'unavailable'],
    [502, 'unavailable'],
    [302, 'unavailable'],
  ])('reads an unlisted status %i as %s', (status, code) => {
    expect(codeForHttpStatus(status)).toBe(code);
  });

  it('knows its codes and nothing else', () => {
    expect(isBackendErrorCode('conflict')).toBe(true);
    expect(isBackendErrorCode('weird')).toBe(false);
    expect(isBackendErrorCode('toString')).toBe(false);
    expect(isBackendErrorCode(409)).toBe(false);
  });
});
