import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Below this, compression saves less than it costs (the same threshold as on-the-fly). */
const COMPRESS_FROM_BYTES = 1024;
/** Quality 5 is most of brotli's gain at a fraction of the time of 11; done once per entry. */
const BROTLI_QUALITY = 5;

const TEXT_LIKE =
  /^(text\/|image\/svg\+xml|application\/(json|javascript|xml|[\w.-]+\+(json|xml))\b)/i;

/** Server's preference when the client weighs both the same. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type BodyEncoding = (typeof ENCODINGS)[number];

/** One body as stored: as it is, compressed each way worth having, and its hash. */
export interface EncodedBody {
  identity: Buffer;
  encoded: Partial<Record<BodyEncoding, Buffer>>;
  /** sha256 of the identity body, base64url: the ETag's basis. */
  hash: string;
  bytes: number;
}

/** Compresses text of 1 KB or more both ways, off the event loop (zlib's thread pool). */
export async function encodeBody(body: string | Buffer, contentType: string): Promise<EncodedBody> {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  const hash = createHash('sha256').update(identity).digest('base64url');
  const encoded: EncodedBody['encoded'] = {};
  if (identity.length >= COMPRESS_FROM_BYTES && TEXT_LIKE.test(contentType)) {
    const [br, gz] = await Promise.all([
      brotli(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      gzipped(identity, { level: 6 }),
    ]);
    // Kept even in the rare case they are no smaller: a text body over 1 KB sent as it is would
    // be compressed again on the fly by @fastify/compress.
    encoded.br = br;
    encoded.gzip = gz;
  }
  const bytes = identity.length + (encoded.br?.length ?? 0) + (encoded.gzip?.length ?? 0);
  return { identity, encoded, hash, bytes };
}

/**
 * The encoding to send for an `Accept-Encoding` header, among those the body has: the highest
 * q-value wins, brotli on a tie; null means the body as it is.
 */
export function pickEncoding(
  acceptEncoding: string | undefined,
  available: EncodedBody['encoded'],
): BodyEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: BodyEncoding | null = null;
  let bestWeight = 0;
  for (const encoding of ENCODINGS) {
    if (!available[encoding]) continue;
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/**
 * A strong ETag per representation: the identity body's hash, with the encoding appended for a
 * compressed one, since their bytes differ.
 */
export const etagOf = (hash: string, encoding: BodyEncoding | null) =>
  encoding ? `"${hash}-${encoding}"` : `"${hash}"`;

/** Whether `If-None-Match` names this body, in any of its encodings (weak comparison). */
export function ifNoneMatchHits(header: string | undefined, hash: string): boolean {
  if (!header) return false;
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    if (tag === '*') return true;
    const opaque = tag.replace(/^"|"$/g, '');
    return opaque === hash || ENCODINGS.some((encoding) => opaque === `${hash}-${encoding}`);
  });
}
