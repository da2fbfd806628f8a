import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** Listening on these means every interface of the machine: not an address to show anyone. */
const ANY_INTERFACE = new Set(['0.0.0.0', '::', '[::]', '']);
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** A host as a Host header carries it: an IPv6 address in brackets, then `:port`. */
const hostHeader = (host: string, port: number) =>
  `${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`;

/**
 * The Host headers the site's address may be taken from when PUBLIC_URL is unset: the listening
 * address (HOST:PORT), this machine's loopback names when the server listens on loopback or on
 * every interface, and ALLOWED_HOSTS (docs/product.md#public-address).
 */
export function allowedHostHeaders(config: Pick<Config, 'host' | 'allowedHosts'>, port: number) {
  const host = config.host.toLowerCase();
  const hosts = new Set(config.allowedHosts);
  if (!ANY_INTERFACE.has(host)) hosts.add(hostHeader(host, port));
  if (ANY_INTERFACE.has(host) || LOOPBACK.has(host)) {
    for (const name of ['localhost', '127.0.0.1', '[::1]']) hosts.add(hostHeader(name, port));
  }
  return hosts;
}

/**
 * The site's address as readers reach it, for canonical URLs, share cards and the sitemap:
 * PUBLIC_URL; else the request's own when its Host header is an allowed one; else the listening
 * address (`localhost` for every interface). A forged Host header never ends up in a page, nor in
 * the cache key of one (docs/product.md#public-address).
 */
export function originOf(request: FastifyRequest): string {
  const { config } = request.server;
  if (config.publicUrl) return config.publicUrl;
  const port = config.port || request.socket.localPort || 80;
  const host = request.host.toLowerCase();
  if (allowedHostHeaders(config, port).has(host)) return `${request.protocol}://${host}`;
  const listening = ANY_INTERFACE.has(config.host) ? 'localhost' : config.host.toLowerCase();
  return `http://${hostHeader(listening, port)}`;
}
