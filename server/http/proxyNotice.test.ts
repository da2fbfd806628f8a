// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../app';
import { makeTestApp, signInAs } from '../../tests/support/testApp';
import type { AccountSessions } from '../../src/domain/user';
import { isLocalAddress } from './proxyNotice';

describe('a local or private address', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.16.0.9', true],
    ['172.31.255.1', true],
    ['192.168.1.10', true],
    ['::1', true],
    ['::ffff:10.0.0.2', true],
    ['fd12:3456::1', true],
    ['fe80::1', true],
    ['172.32.0.1', false],
    ['203.0.113.9', false],
    ['2001:db8::1', false],
    ['::ffff:8.8.8.8', false],
    ['', false],
  ])('%s: %s', (address, local) => {
    expect(isLocalAddress(address)).toBe(local);
  });
});

describe('requests forwarded by a proxy while TRUST_PROXY is not set', () => {
  let app: App;
  let admin: string;
  const notice = vi.fn<(line: string) => void>();
  beforeAll(async () => {
    app = await makeTestApp({ trustProxy: false }, { notice });
    admin = await signInAs(app, 'admin');
  });
  afterAll(() => app.close());

  const setupNotice = async () =>
    (
      await app.inject({ method: 'GET', url: '/api/auth/sessions', headers: { cookie: admin } })
    ).json<AccountSessions>().setupNotice;
  const forwarded = (remoteAddress: string, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/health', remoteAddress, headers });

  it('says so once in the server output, and from then on on the Account page', async () => {
    expect(await setupNotice()).toBeNull();
    // A client's own header from a public address is no sign of a proxy.
    await forwarded('203.0.113.9', { 'x-forwarded-for': '198.51.100.1' });
    expect(notice).not.toHaveBeenCalled();
    expect(await setupNotice()).toBeNull();

    await forwarded('10.0.0.2', { 'x-forwarded-for': '198.51.100.1' });
    await forwarded('10.0.0.2', { forwarded: 'for=198.51.100.2' });
    expect(notice).toHaveBeenCalledTimes(1);
    expect(notice.mock.calls[0]![0]).toMatch(
      /^Requests arrive through a proxy at 10\.0\.0\.2 .*TRUST_PROXY is not set.*Set TRUST_PROXY=1/,
    );
    expect(await setupNotice()).toMatch(
      /^Requests reach this site through a proxy \(at 10\.0\.0\.2\), but the server's TRUST_PROXY setting is not set/,
    );
  });

  it('says nothing behind a trusted proxy', async () => {
    const said = vi.fn<(line: string) => void>();
    const proxied = await makeTestApp({ trustProxy: 1 }, { notice: said });
    try {
      const cookie = await signInAs(proxied, 'admin');
      const sessions = await proxied.inject({
        method: 'GET',
        url: '/api/auth/sessions',
        remoteAddress: '10.0.0.2',
        headers: { cookie, 'x-forwarded-for': '198.51.100.1' },
      });
      expect(sessions.json<AccountSessions>().setupNotice).toBeNull();
      expect(said).not.toHaveBeenCalled();
    } finally {
      await proxied.close();
    }
  });
});
