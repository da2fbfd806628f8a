// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { App } from '../app';
import { signedInAppPerFile } from '../../tests/support/appPerFile';
import type { Code, CodeInput } from '../../src/domain/code';

let app: App;
let admin: string;
let member: string;
signedInAppPerFile((ready) => ({ app, admin, member } = ready), {
  emptyBeforeEach: ['codes'],
});

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie = admin) =>
  app.inject({ method, url, payload: payload as object, headers: { cookie } });

async function createCode(input: CodeInput): Promise<Code> {
  const response = await send('POST', '/api/codes', input);
  expect(response.statusCode).toBe(201);
  return response.json<Code>();
}

const listAs = async (cookie?: string) =>
  (await app.inject({ url: '/api/codes', headers: cookie ? { cookie } : {} }))
    .json<Code[]>()
    .map((code) => code.code);

describe('codes', () => {
  it('shows visitors active codes only, admins all, expiring soonest first', async () => {
    await createCode({ code: 'NEVER', neverExpires: true, expirationDate: null });
    await createCode({ code: 'LATER', neverExpires: false, expirationDate: inDays(20) });
    await createCode({ code: 'EXPIRED', neverExpires: false, expirationDate: inDays(-1) });
    await createCode({ code: 'SOON', neverExpires: false, expirationDate: inDays(3) });
    expect(await listAs()).toEqual(['SOON', 'LATER', 'NEVER']);
    expect(await listAs(member)).toEqual(['SOON', 'LATER', 'NEVER']);
    expect(await listAs(admin)).toEqual(['EXPIRED', 'SOON', 'LATER', 'NEVER']);
  });

  it('trims the code, stores UTC ISO dates and drops the date of a never-expiring code', async () => {
    const code = await createCode({
      code: '  GIFT  ',
      neverExpires: false,
      expirationDate: '2099-01-02T03:04:05+02:00',
    });
    expect(code).toMatchObject({
      code: 'GIFT',
      expirationDate: '2099-01-02T01:04:05.000Z',
      version: 1,
    });
    expect(Date.parse(code.createdAt)).not.toBeNaN();
    const never = await createCode({
      code: 'FOREVER',
      neverExpires: true,
      expirationDate: '2099-01-01T00:00:00Z',
    });
    expect(never.expirationDate).toBeNull();
  });

  it('answers the documented messages for invalid codes', async () => {
    const blank = await send('POST', '/api/codes', {
      code: '  ',
      neverExpires: true,
      expirationDate: null,
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fieldErrors).toEqual({ code: 'Code is required.' });
    const noDate = await send('POST', '/api/codes', {
      code: 'X',
      neverExpires: false,
      expirationDate: null,
    });
    expect(noDate.json().error.fieldErrors).toEqual({
      expirationDate: 'Expiration date is required unless the code never expires.',
    });
  });

  it('refuses a code with spaces inside, on create and on update, and keeps the stored one', async () => {
    const spaced = { code: 'PROBE-2026 with spaces', neverExpires: true, expirationDate: null };
    const created = await send('POST', '/api/codes', spaced);
    expect(created.statusCode).toBe(400);
    expect(created.json().error.fieldErrors).toEqual({ code: 'A code cannot contain spaces.' });
    const code = await createCode({ code: 'PROBE-2026', neverExpires: true, expirationDate: null });
    const updated = await send('PUT', `/api/codes/${code.id}`, {
      code: { ...spaced, code: 'PROBE\t2026' },
      baseVersion: 1,
    });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().error.fieldErrors).toEqual({
      'code.code': 'A code cannot contain spaces.',
    });
    expect(await listAs()).toEqual(['PROBE-2026']);
  });

  it('updates with the version it was based on, and refuses a stale one', async () => {
    const code = await createCode({ code: 'A', neverExpires: true, expirationDate: null });
    const input = { code: 'B', neverExpires: false, expirationDate: inDays(5) };
    const updated = await send('PUT', `/api/codes/${code.id}`, { code: input, baseVersion: 1 });
    expect(updated.json<Code>()).toMatchObject({ code: 'B', neverExpires: false, version: 2 });
    const stale = await send('PUT', `/api/codes/${code.id}`, {
      code: { ...input, code: 'C' },
      baseVersion: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(await listAs()).toEqual(['B']);
    expect(
      (await send('PUT', '/api/codes/missing', { code: input, baseVersion: 1 })).statusCode,
    ).toBe(404);
  });

  it('deletes a code', async () => {
    const code = await createCode({ code: 'GONE', neverExpires: true, expirationDate: null });
    expect((await send('DELETE', `/api/codes/${code.id}`)).statusCode).toBe(204);
    expect(await listAs(admin)).toEqual([]);
    expect((await send('DELETE', `/api/codes/${code.id}`)).statusCode).toBe(404);
  });

  it('answers 401 to visitors and 403 to members on every write route', async () => {
    const code = await createCode({ code: 'KEEP', neverExpires: true, expirationDate: null });
    const input = { code: 'HACKED', neverExpires: true, expirationDate: null };
    const writes: ['POST' | 'PUT' | 'DELETE', string, unknown][] = [
      ['POST', '/api/codes', input],
      ['PUT', `/api/codes/${code.id}`, { code: input, baseVersion: 1 }],
      ['DELETE', `/api/codes/${code.id}`, undefined],
    ];
    for (const [method, url, payload] of writes) {
      expect((await app.inject({ method, url, payload: payload as object })).statusCode).toBe(401);
      expect((await send(method, url, payload, member)).statusCode).toBe(403);
    }
    expect(await listAs(admin)).toEqual(['KEEP']);
  });
});
