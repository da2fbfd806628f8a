import type { Plugin } from 'vite';
import { firebaseSiteOrigin, SITEMAP_FILE } from './firebasePages.ts';

/**
 * Search engines skip the sign-in and admin pages: nothing there is for players. With a sitemap's
 * absolute URL, robots.txt also tells them where to find every page.
 */
export function robotsTxt(basePath: string, sitemapUrl?: string): string {
  const lines = ['User-agent: *', `Disallow: ${basePath}logmin`, `Disallow: ${basePath}admin`];
  if (sitemapUrl) lines.push('', `Sitemap: ${sitemapUrl}`);
  return [...lines, ''].join('\n');
}

/**
 * Writes robots.txt into the build, for the base path it is built for. In a Firebase build it also
 * names the sitemap written beside it (scripts/firebasePages.ts).
 */
export function robotsTxtPlugin(): Plugin {
  let source = '';
  return {
    name: 'robots-txt',
    apply: 'build',
    configResolved(config) {
      const sitemap =
        config.env.VITE_BACKEND === 'firebase'
          ? `${firebaseSiteOrigin(config)}${config.base}${SITEMAP_FILE}`
          : undefined;
      source = robotsTxt(config.base, sitemap);
    },
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source });
    },
  };
}
