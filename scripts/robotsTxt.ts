import type { Plugin } from 'vite';

/** Search engines skip the sign-in and admin pages: nothing there is for players. */
export function robotsTxt(basePath: string): string {
  return ['User-agent: *', `Disallow: ${basePath}logmin`, `Disallow: ${basePath}admin`, ''].join(
    '\n',
  );
}

/** Writes robots.txt into the build, for the base path it is built for. */
export function robotsTxtPlugin(): Plugin {
  let base = '/';
  return {
    name: 'robots-txt',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(base) });
    },
  };
}
