import { access, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageReader } from '../auth/session';
import { codesStayRightFor } from '../cache/codesMaxAge';
import { CONTENT_COLLECTIONS } from '../../src/domain/kinds';
import type { AuthUser } from '../../src/domain/user';
import { sanitizeGuideHtml } from '../guides/sanitizeGuideHtml';
import { MANIFEST_FILE, SITE_CARD_FILE, SSR_ENTRY } from './buildLayout';
import { pageDocument, type BuildManifest } from './pageDocument';
import { createServerBackend } from './serverBackend';
import { originOf } from './siteOrigin';
import type * as renderModule from '../../src/entry-server';

type RenderModule = typeof renderModule;

/** The sitemap lists every public page and item, dated by its content: it is made of all of it. */
const SITEMAP_COLLECTIONS = CONTENT_COLLECTIONS;

async function loadRenderModule(staticDir: string): Promise<RenderModule | null> {
  const entry = path.join(staticDir, SSR_ENTRY);
  try {
    await access(entry);
  } catch {
    return null;
  }
  return (await import(pathToFileURL(entry).href)) as RenderModule;
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
  const backendFor = createServerBackend(app.repositories);
  const builtAt = (await stat(path.join(staticDir, 'index.html'))).mtime.toISOString();

  const { codes } = app.repositories;
  const html = 'text/html; charset=utf-8';

  const sendSitemap = (request: FastifyRequest, reply: FastifyReply) => {
    const origin = originOf(request);
    return app.responseCache.send(request, reply, {
      key: `sitemap ${origin}`,
      collections: SITEMAP_COLLECTIONS,
      async produce() {
        const entries = await render.sitemapEntries(backendFor(null), builtAt);
        return {
          body: render.sitemapXml(entries, `${origin}${basePath.slice(0, -1)}`),
          contentType: 'application/xml; charset=utf-8',
        };
      },
    });
  };

  /** The page for one reader: an admin's, or the one every visitor shares. */
  const renderFor = async (request: FastifyRequest, user: AuthUser | null, pathname: string) => {
    const page = await render.renderPage({
      url: request.url,
      backend: backendFor(user),
      user,
      onError: (error) => request.log.error({ err: error, url: request.url }, 'page render failed'),
    });
    if (!page) throw new Error(`No public page at ${pathname}`);
    const body = compose(page, {
      origin: originOf(request),
      pathname: request.url.split('?')[0] ?? pathname,
      siteCard: `${basePath}${SITE_CARD_FILE}`,
    });
    return { body, statusCode: page.statusCode };
  };

  const respond = async (request: FastifyRequest, reply: FastifyReply, relativePath: string) => {
    const pathname = `/${relativePath}`;
    const matched = render.matchPublicPage(pathname);
    if (!matched) {
      if (render.isBrowserOnlyPath(pathname)) return sendShell(reply);
      return reply.redirect(basePath);
    }
    const reader = await pageReader(request);
    // Only admins see anything different: their pages are made for them and kept by no one.
    if (reader?.isAdmin) {
      const { body, statusCode } = await renderFor(request, reader, pathname);
      return reply
        .status(statusCode)
        .header('cache-control', 'private, no-store')
        .type(html)
        .send(body);
    }
    // Every visitor shares one page per URL until a write changes what it shows
    // (docs/decisions.md#response-cache).
    const { collections } = matched.page;
    return app.responseCache.send(request, reply, {
      key: `page ${originOf(request)} ${request.url}`,
      collections,
      async produce() {
        const { body, statusCode } = await renderFor(request, null, pathname);
        // A page whose data could not be read is shown once, never kept.
        if (statusCode === 503) return { body, statusCode, contentType: html, maxAgeMs: 0 };
        const maxAgeMs = collections.includes('codes')
          ? codesStayRightFor(await codes.list({ includeExpired: false }))
          : undefined;
        return { body, statusCode, contentType: html, maxAgeMs };
      },
    });
  };
  return { respond, sendSitemap };
}
