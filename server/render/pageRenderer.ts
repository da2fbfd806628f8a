import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageReader } from '../auth/session';
import { sanitizeGuideHtml } from '../guides/sanitizeGuideHtml';
import { MANIFEST_FILE, SSR_ENTRY } from './buildLayout';
import { pageDocument, type BuildManifest } from './pageDocument';
import { createServerBackend } from './serverBackend';
import type * as renderModule from '../../src/entry-server';

type RenderModule = typeof renderModule;

/** Pages whose content changes with time alone (codes expire) are rendered again this often. */
const TIME_DEPENDENT_MAX_AGE_MS = 60_000;

async function loadRenderModule(staticDir: string): Promise<RenderModule | null> {
  try {
    await readFile(path.join(staticDir, SSR_ENTRY));
  } catch {
    return null;
  }
  return (await import(pathToFileURL(path.join(staticDir, SSR_ENTRY)).href)) as RenderModule;
}

export interface PageRendering {
  /** Answers a page URL (its path below the base path, without slashes around it). */
  respond(
    request: FastifyRequest,
    reply: FastifyReply,
    relativePath: string,
  ): Promise<FastifyReply>;
  /** `sitemap.xml`: every public URL with its last change. */
  sendSitemap(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/** The site's address as readers reach it: PUBLIC_URL, else the request's own. */
export function originOf(request: FastifyRequest): string {
  return request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/**
 * Answers page URLs with server-rendered HTML (docs/decisions.md#server-rendering): public pages
 * rendered with their data, sign-in and admin pages as the plain shell the browser renders, and
 * any other path redirected home. Null when the build has no server bundle (the shell then
 * answers every page URL, as before rendering existed).
 */
export async function createPageRendering(
  app: FastifyInstance,
  indexHtml: string,
  sendShell: (reply: FastifyReply) => FastifyReply,
): Promise<PageRendering | null> {
  const { staticDir, basePath } = app.config;
  const render = await loadRenderModule(staticDir);
  if (!render) return null;
  render.installGuideHtmlSanitizer(sanitizeGuideHtml);
  const manifest = JSON.parse(
    await readFile(path.join(staticDir, MANIFEST_FILE), 'utf8'),
  ) as BuildManifest;
  const compose = pageDocument(manifest, indexHtml, basePath);
  const backendFor = createServerBackend(app.db, basePath);
  const builtAt = (await stat(path.join(staticDir, 'index.html'))).mtime.toISOString();

  const sendSitemap = async (request: FastifyRequest, reply: FastifyReply) => {
    const entries = await render.sitemapEntries(backendFor(null), builtAt);
    const siteRoot = `${originOf(request)}${basePath.slice(0, -1)}`;
    return reply
      .header('cache-control', 'no-cache')
      .type('application/xml; charset=utf-8')
      .send(render.sitemapXml(entries, siteRoot));
  };

  const respond = async (request: FastifyRequest, reply: FastifyReply, relativePath: string) => {
    const pathname = `/${relativePath}`;
    const matched = render.matchPublicPage(pathname);
    if (!matched) {
      if (render.isBrowserOnlyPath(pathname)) return sendShell(reply);
      return reply.redirect(basePath);
    }
    const reader = await pageReader(request);
    // Only admins see anything different; any other reader gets the visitors' page.
    const user = reader?.isAdmin ? reader : null;
    const produce = async () => {
      const page = await render.renderPage({
        url: request.url,
        backend: backendFor(user),
        user,
        onError: (error) =>
          request.log.error({ err: error, url: request.url }, 'page render failed'),
      });
      if (!page) throw new Error(`No public page at ${pathname}`);
      const html = compose(page, {
        origin: originOf(request),
        pathname: request.url.split('?')[0] ?? pathname,
        siteCard: `${basePath}site-card.png`,
      });
      return { html, statusCode: page.statusCode };
    };
    const { html, statusCode } = await produce();
    return reply
      .status(statusCode)
      .header('cache-control', user ? 'private, no-store' : 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  };
  return { respond, sendSitemap };
}

export { TIME_DEPENDENT_MAX_AGE_MS };
