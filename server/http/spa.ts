import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createPageRendering } from '../render/pageRenderer';
import { originOf } from '../render/siteOrigin';
import { sendNoApiRoute } from './errors';
import { cspHash } from './securityHeaders';

const NOT_BUILT = 'The site has not been built yet: run npm run build\n';
const ASSETS_DIR = 'assets/';
const ROBOTS = 'robots.txt';
const SITEMAP = 'sitemap.xml';
const IMMUTABLE = { maxAge: 31_536_000_000, immutable: true };
/** favicon, manifest, robots.txt…: not content-hashed, so they may change on any deploy. */
const SHORT = { maxAge: 60 * 60 * 1000, immutable: false };

interface Build {
  indexHtml: string;
  /** Every file of the build, relative to staticDir with '/' separators. */
  files: Set<string>;
}

async function readBuild(staticDir: string): Promise<Build | null> {
  let indexHtml: string;
  try {
    indexHtml = await readFile(path.join(staticDir, 'index.html'), 'utf8');
  } catch {
    return null;
  }
  const entries = await readdir(staticDir, { recursive: true, withFileTypes: true });
  const files = new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(staticDir, path.join(entry.parentPath, entry.name)))
      .map((relative) => relative.split(path.sep).join('/'))
      // Dot-folders (the server's render bundle, the build manifest) are for the server only.
      .filter((relative) => !relative.split('/').some((part) => part.startsWith('.'))),
  );
  return { indexHtml, files };
}

/**
 * Vite writes the base path into every asset URL of index.html, so a build made for another
 * BASE_PATH loads nothing: refuse to start rather than serve a blank page.
 */
export function checkBuiltBasePath(indexHtml: string, basePath: string): void {
  for (const match of indexHtml.matchAll(/\b(?:src|href)="([^"]*?)assets\/[^"]*"/g)) {
    const builtFor = match[1] ?? '';
    if (/^[a-z]+:/i.test(builtFor) || builtFor.startsWith('//')) continue;
    if (builtFor !== basePath) {
      throw new Error(
        `dist was built for base path ${builtFor || '(relative)'} but BASE_PATH is ${basePath}: rebuild with BASE_PATH=${basePath} npm run build`,
      );
    }
  }
}

/** Text of inline <script> and <style> blocks, for the CSP hashes. */
export function inlineBlocks(html: string, tag: 'script' | 'style'): string[] {
  const pattern = new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'gi');
  return [...html.matchAll(pattern)]
    .filter((match) => !/\bsrc\s*=/i.test(match[1] ?? '') && (match[2] ?? '') !== '')
    .map((match) => match[2] ?? '');
}

/** The URL's path, decoded; a malformed escape is kept as typed and so matches no file. */
function decodePath(url: string): string {
  const pathname = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * A page URL (answered with index.html) versus a missing file (a 404): a last segment with an
 * extension such as `.js` or `.png` names a file. Accept headers are not used: curl, crawlers and
 * link previews send `*\/*` for pages too.
 */
const looksLikeFile = (relative: string) =>
  /\.[A-Za-z0-9]{1,8}$/.test(relative.split('/').pop() ?? '');

function sendIndex(reply: FastifyReply, indexHtml: string) {
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
}

/**
 * The built SPA under BASE_PATH: hashed assets cached forever, other static files briefly, and
 * every other page URL answered with index.html so deep links survive a reload.
 */
export async function spaRoutes(app: FastifyInstance) {
  const { basePath, staticDir } = app.config;
  const build = await readBuild(staticDir);
  if (build) {
    checkBuiltBasePath(build.indexHtml, basePath);
    for (const script of inlineBlocks(build.indexHtml, 'script')) {
      app.inlineSources.scriptHashes.add(cspHash(script));
    }
    for (const style of inlineBlocks(build.indexHtml, 'style')) {
      app.inlineSources.styleHashes.add(cspHash(style));
    }
    // Sends `file.br` or `file.gz` from the build when the browser accepts it.
    await app.register(fastifyStatic, { root: staticDir, serve: false, preCompressed: true });
  }
  const rendering =
    build &&
    (await createPageRendering(app, build.indexHtml, (reply) => sendIndex(reply, build.indexHtml)));
  const robots = build?.files.has(ROBOTS)
    ? await readFile(path.join(staticDir, ROBOTS), 'utf8')
    : null;

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const relative = decodePath(request.url).slice(basePath.length);
    if (relative === 'api' || relative.startsWith('api/')) {
      // The catch-all route wins over the API's own not-found handler, so answer the same way.
      return sendNoApiRoute(request, reply);
    }
    if (!build) return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    if (relative === ROBOTS && robots && rendering) {
      // Crawlers learn where the sitemap is; it needs this site's absolute address.
      const sitemap = `${originOf(request)}${basePath}${SITEMAP}`;
      return reply
        .header('cache-control', 'no-cache')
        .type('text/plain; charset=utf-8')
        .send(`${robots.trimEnd()}\nSitemap: ${sitemap}\n`);
    }
    if (relative === SITEMAP && rendering) return rendering.sendSitemap(request, reply);
    if (build.files.has(relative) && relative !== 'index.html') {
      const cache = relative.startsWith(ASSETS_DIR) ? IMMUTABLE : SHORT;
      return reply.sendFile(relative, staticDir, cache);
    }
    // A missing script or image must stay a 404: answering it with HTML hides the real error.
    if (relative.startsWith(ASSETS_DIR) || looksLikeFile(relative)) return reply.callNotFound();
    if (rendering) return rendering.respond(request, reply, relative.replace(/\/+$/, ''));
    return sendIndex(reply, build.indexHtml);
  };

  app.get(`${basePath}*`, serve);
  if (basePath !== '/') {
    const bare = basePath.slice(0, -1);
    // ignoreTrailingSlash routes '/guide/' here too: only the bare form is redirected.
    app.get(bare, async (request, reply) => {
      const [pathname = '', query] = request.url.split('?');
      if (pathname.endsWith('/')) return serve(request, reply);
      return reply.redirect(query === undefined ? basePath : `${basePath}?${query}`);
    });
    app.get('/', async (_request, reply) => reply.redirect(basePath));
  }
}
