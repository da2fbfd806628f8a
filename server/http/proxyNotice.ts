import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether requests came through a proxy the server does not trust (server/http/proxyNotice.ts). */
    proxyNotice: ProxyNotice;
  }
}

/**
 * Whether `address` is this machine's or a private network's (loopback, RFC 1918, link-local,
 * IPv6 unique-local): where a reverse proxy in front of the server connects from.
 */
export function isLocalAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
  if (isIP(v4) === 4) {
    const [a = 0, b = 0] = v4.split('.').map(Number);
    return (
      a === 127 ||
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254)
    );
  }
  if (isIP(address) !== 6) return false;
  const lower = address.toLowerCase();
  return lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
}

/**
 * Behind a reverse proxy with TRUST_PROXY unset, every request comes from the proxy's address:
 * sign-in throttling counts all visitors as one, and sessions show the proxy's address
 * (docs/product.md#sign-in-throttling). The first request that shows it (a forwarding header,
 * `X-Forwarded-For` or `Forwarded`, from a local or private address) is reported once in the
 * server's output, and the admin's Account page shows `message()` from then on.
 */
export class ProxyNotice {
  private proxyAddress: string | null = null;

  constructor(
    private readonly trustProxy: false | number,
    private readonly say: (line: string) => void,
  ) {}

  /** An onRequest hook's work: notes the first request a local proxy forwarded. */
  observe(request: FastifyRequest): void {
    if (this.trustProxy !== false || this.proxyAddress !== null) return;
    const { headers } = request;
    if (headers['x-forwarded-for'] === undefined && headers.forwarded === undefined) return;
    const address = request.socket.remoteAddress;
    if (!address || !isLocalAddress(address)) return;
    this.proxyAddress = address;
    this.say(
      `Requests arrive through a proxy at ${address} (they carry X-Forwarded-For or Forwarded), but TRUST_PROXY is not set: every visitor counts as the proxy's address for sign-in throttling and sessions. Set TRUST_PROXY=1, or the number of proxies in front of the server.`,
    );
  }

  /** What the admin's Account page says about it, or null while no such request came. */
  message(): string | null {
    if (this.proxyAddress === null) return null;
    return `Requests reach this site through a proxy (at ${this.proxyAddress}), but the server's TRUST_PROXY setting is not set: every visitor seems to come from the proxy's address, so a few wrong passwords from anyone slow down sign-ins for everyone without a trusted browser, and the sessions above show the proxy's address. Ask whoever runs the server to set TRUST_PROXY.`;
  }
}
