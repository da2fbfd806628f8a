import { existsSync, statSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnv, type Plugin, type ResolvedConfig } from 'vite';
import { MANIFEST_FILE, SSR_DIR, SSR_ENTRY } from '../server/render/buildLayout.ts';
import { preloadLinks, withPageHead, type BuildManifest } from '../server/render/pageDocument.ts';
import { normalizePublicUrl } from '../src/domain/publicUrl.ts';
import type * as RenderModule from '../src/entry-server.tsx';
import { SITE_CARD_FILE } from './siteCard.ts';

export const SITEMAP_FILE = 'sitemap.xml';
/**
 * The app with the template's neutral head, which Firebase Hosting answers every URL without a
 * file of its own with (firebase.json's rewrite): a hero, a guide, sign-in, admin pages.
 */
export const SHELL_FILE = 'shell.html';
/** Absolute URLs need some origin even when the build is not configured for a project. */
const UNCONFIGURED_ORIGIN = 'http://localhost';

/**
 * The origin of the Firebase site, for canonical URLs, share cards and the sitemap: PUBLIC_URL
 * (environment or .env) when set, else the project's default Hosting domain.
 */
export function firebaseSiteOrigin(config: Pick<ResolvedConfig, 'mode' | 'envDir' | 'env'>) {
  const { PUBLIC_URL } = loadEnv(config.mode, config.envDir, 'PUBLIC_URL');
  const projectId = String(config.env.VITE_FIREBASE_PROJECT_ID ?? '').trim();
  return (
    normalizePublicUrl(PUBLIC_URL) ??
    (projectId ? `https://${projectId}.web.app` : UNCONFIGURED_ORIGIN)
  );
}

/**
 * The file Hosting serves a route from with `cleanUrls`: '/' from index.html, '/heroes' from
 * heroes.html, '/guides/pets' from guides/pets.html.
 */
export function pageFile(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${routePath.slice(1)}.html`;
}

const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/**
 * The file Hosting answers a URL with when no file matches it, even with `.html` added (cleanUrls);
 * null when one does. Vite's own fallback would answer index.html, the home page.
 */
function hostingRewrite(outDir: string, url: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return null;
  }
  const file = path.join(outDir, pathname);
  if (pathname === '/' || isFile(file) || isFile(`${file}.html`)) return null;
  return `/${SHELL_FILE}`;
}

/**
 * For the Firebase build (docs/decisions.md#firebase-static-pages): once the client and the
 * server-rendering bundle are built, writes each static route's HTML with its own head and its
 * chunk's preloads (body unchanged: the app renders into it as before), the shell for every other
 * URL, and sitemap.xml; then removes the rendering bundle, which Hosting has no use for.
 */
export function firebasePagesPlugin(): Plugin {
  return {
    name: 'firebase-static-pages',
    // `vite preview` of a Firebase build answers page URLs as firebase.json makes Hosting do.
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      if (!existsSync(path.join(outDir, SHELL_FILE))) return;
      server.middlewares.use((request, _response, next) => {
        const rewrite = hostingRewrite(outDir, request.url ?? '/');
        if (rewrite) request.url = rewrite;
        next();
      });
    },
    buildApp: {
      order: 'post',
      async handler(builder) {
        const { config } = builder;
        if (config.env.VITE_BACKEND !== 'firebase') return;
        const outDir = path.resolve(config.root, builder.environments.client!.config.build.outDir);
        const origin = firebaseSiteOrigin(config);
        const render = (await import(
          pathToFileURL(path.join(outDir, SSR_ENTRY)).href
        )) as typeof RenderModule;
        const pages = render.staticPageHeads({
          origin,
          siteCard: `${config.base}${SITE_CARD_FILE}`,
        });

        const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
        const manifest = JSON.parse(
          await readFile(path.join(outDir, MANIFEST_FILE), 'utf8'),
        ) as BuildManifest;
        await writeFile(path.join(outDir, SHELL_FILE), indexHtml);
        for (const page of pages) {
          // The page's chunk and styles load with the HTML, not after the entry script ran.
          const preloads = preloadLinks(manifest, page.sources, config.base, indexHtml);
          const file = path.join(outDir, pageFile(page.path));
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, withPageHead(indexHtml, [page.head, ...preloads].join('\n    ')));
        }
        // Static routes change only with a deploy: the build's date stands for their last change.
        const lastModified = new Date().toISOString().slice(0, 10);
        const entries = pages.map((page) => ({ path: page.path, lastModified }));
        const siteRoot = `${origin}${config.base.slice(0, -1)}`;
        await writeFile(path.join(outDir, SITEMAP_FILE), render.sitemapXml(entries, siteRoot));
        await rm(path.join(outDir, SSR_DIR), { recursive: true, force: true });
      },
    },
  };
}
