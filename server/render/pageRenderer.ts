import { readFile } from 'node:fs/promises';
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

export type PageResponder = (
  request: FastifyRequest,
  reply: FastifyReply,
  relativePath: string,
) => Promise<FastifyReply>;

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
export async function createPageResponder(
  app: FastifyInstance,
  indexHtml: string,
  sendShell: (reply: FastifyReply) => FastifyReply,
): Promise<PageResponder | null> {
  const { staticDir, basePath } = app.config;
  const render = await loadRenderModule(staticDir);
  if (!render) return null;
  render.installGuideHtmlSanitizer(sanitizeGuideHtml);
  const manifest = JSON.parse(
    await readFile(path.join(staticDir, MANIFEST_FILE), 'utf8'),
  ) as BuildManifest;
  const compose = pageDocument(manifest, indexHtml, basePath);
  const backendFor = createServerBackend(app.db, basePath);

  return async (request, reply, relativePath) => {
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
}

export { TIME_DEPENDENT_MAX_AGE_MS };
