import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;
/** Below this, the headers of a compressed answer cost about what compression saves. */
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Brotli's quality: the highest (11) unless BROTLI_QUALITY says less, which `npm test` does for the
 * build under a base path that no size or speed check measures (it costs a fraction of the time).
 */
function brotliQuality(): number {
  const quality = Number(process.env.BROTLI_QUALITY ?? constants.BROTLI_MAX_QUALITY);
  return Number.isInteger(quality) && quality >= constants.BROTLI_MIN_QUALITY
    ? Math.min(quality, constants.BROTLI_MAX_QUALITY)
    : constants.BROTLI_MAX_QUALITY;
}

/**
 * Writes `file.br` and `file.gz` beside every text file of `dir` (at the highest quality, once, at
 * build time), so the server sends compressed bytes without compressing on each request.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const quality = brotliQuality();
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const written: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !TEXT_FILE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = await readFile(file);
    if (bytes.length < PRECOMPRESS_MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    written.push(path.relative(dir, file));
  }
  return written;
}

/**
 * The Vite side: compress the finished build in its output folder. A Firebase build is left
 * alone: Firebase Hosting compresses what it serves itself.
 */
export function precompressPlugin(): Plugin {
  let outDir: string | null = null;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      if (config.env.VITE_BACKEND === 'firebase' || config.build.ssr) return;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (outDir) await precompressDir(outDir);
    },
  };
}
