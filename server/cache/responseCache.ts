import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentCollection, ContentVersions } from './contentVersions';
import { byteBoundedLru } from './byteBoundedLru';
import { encodeBody, etagOf, ifNoneMatchHits, pickEncoding, type EncodedBody } from './encodedBody';

/** What `produce` builds: a whole answer. */
export interface ProducedResponse {
  body: string | Buffer;
  contentType: string;
  /** 200 unless given; only a 200 gets an ETag and may be answered 304. */
  statusCode?: number;
  /** Sent with every answer from this entry; a `cache-control` here replaces `no-cache`. */
  headers?: Record<string, string>;
  /** Longest this body stays right for the data it was built from (e.g. until a code expires). */
  maxAgeMs?: number;
}

export interface CachedResponseSource {
  /**
   * Cache key: include everything the body depends on besides content versions (path, query,
   * base path...).
   */
  key: string;
  /** Content the body is built from; the entry is stale once any of their versions moved. */
  collections: readonly ContentCollection[];
  /** Longest time an entry may be reused even if no version moved (e.g. codes expire with time). */
  maxAgeMs?: number;
  /** Builds the body once for all concurrent requests of that key/version. */
  produce(): Promise<ProducedResponse>;
}

export interface ResponseCache {
  /**
   * Answers from the entry for `source.key` at the current versions, building it first when
   * missing or stale: 304 for a matching `If-None-Match`, else the body in the best encoding the
   * client accepts. An error thrown by `produce` is thrown here (to the route's error handler)
   * and nothing is stored.
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    source: CachedResponseSource,
  ): Promise<FastifyReply>;
  /** Entries and bytes held now. */
  stats(): { entries: number; bytes: number };
}

export interface ResponseCacheOptions {
  versions: Pick<ContentVersions, 'tokenFor'>;
  /** Memory for bodies and their compressed copies; least recently used entries go first. */
  maxBytes?: number;
  now?: () => number;
}

export const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

/** Rough cost of an entry besides its bodies (key, headers, bookkeeping). */
const ENTRY_OVERHEAD_BYTES = 512;

interface Entry {
  token: string;
  expiresAt: number;
  statusCode: number;
  contentType: string;
  headers: Record<string, string>;
  body: EncodedBody;
  bytes: number;
}

/** Cached answers per key and content versions (docs/decisions.md#response-cache). */
export function createResponseCache({
  versions,
  maxBytes = DEFAULT_MAX_BYTES,
  now = Date.now,
}: ResponseCacheOptions): ResponseCache {
  const entries = byteBoundedLru<Entry>(maxBytes);
  const building = new Map<string, Promise<Entry>>();

  async function build(source: CachedResponseSource, token: string): Promise<Entry> {
    const startedAt = now();
    const produced = await source.produce();
    const body = await encodeBody(produced.body, produced.contentType);
    const maxAgeMs = Math.min(source.maxAgeMs ?? Infinity, produced.maxAgeMs ?? Infinity);
    const entry: Entry = {
      token,
      expiresAt: startedAt + maxAgeMs,
      statusCode: produced.statusCode ?? 200,
      contentType: produced.contentType,
      headers: produced.headers ?? {},
      body,
      bytes: body.bytes + source.key.length + ENTRY_OVERHEAD_BYTES,
    };
    // Built from data that a write has already replaced: answer with it, but do not keep it.
    const stillCurrent = versions.tokenFor(source.collections) === token;
    if (stillCurrent && entry.expiresAt > now()) entries.set(source.key, entry);
    return entry;
  }

  function entryFor(source: CachedResponseSource): Entry | Promise<Entry> {
    const token = versions.tokenFor(source.collections);
    const cached = entries.get(source.key);
    if (cached && cached.token === token && now() < cached.expiresAt) return cached;
    // Concurrent misses of one key at one version share one build.
    const flightKey = `${token}\n${source.key}`;
    let flight = building.get(flightKey);
    if (!flight) {
      flight = build(source, token).finally(() => building.delete(flightKey));
      building.set(flightKey, flight);
    }
    return flight;
  }

  return {
    async send(request, reply, source) {
      return sendEntry(request, reply, await entryFor(source));
    },
    stats: () => ({ entries: entries.size, bytes: entries.bytes }),
  };
}

function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply {
  const encoding = pickEncoding(request.headers['accept-encoding'], entry.body.encoded);
  reply.code(entry.statusCode);
  // Anyone may keep it, but must ask again before reusing it: the ETag makes that a 304.
  reply.header('cache-control', 'no-cache');
  for (const [name, value] of Object.entries(entry.headers)) reply.header(name, value);
  varyOnAcceptEncoding(reply);
  if (entry.statusCode === 200) {
    reply.header('etag', etagOf(entry.body.hash, encoding));
    if (ifNoneMatchHits(request.headers['if-none-match'], entry.body.hash)) {
      return reply.code(304).send();
    }
  }
  const payload = (encoding && entry.body.encoded[encoding]) || entry.body.identity;
  // Set here, @fastify/compress leaves the answer alone: it skips one already encoded.
  if (encoding) reply.header('content-encoding', encoding);
  return reply
    .type(entry.contentType)
    .header('content-length', String(payload.length))
    .send(payload);
}

function varyOnAcceptEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (vary === undefined || vary === '') reply.header('vary', 'Accept-Encoding');
  else if (!/accept-encoding/i.test(String(vary)))
    reply.header('vary', `${String(vary)}, Accept-Encoding`);
}
