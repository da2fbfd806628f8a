import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods of each API path (server/http/allowedMethods.ts). */
    apiMethods: AllowedMethods;
  }
}

/**
 * The methods each API path answers, collected from the routes as they are registered (Fastify's
 * `onRoute` hook), so that a request with another method is answered 405 with an `Allow` header
 * listing them (docs/http-api.md#conventions) instead of 404 as if the path did not exist.
 */
export class AllowedMethods {
  private readonly routes: { pattern: RegExp; methods: Set<string> }[] = [];
  private readonly byUrl = new Map<string, Set<string>>();

  /** Registers an `onRoute` hook on `app`: every route of its scope from now on is collected. */
  collect(app: FastifyInstance): void {
    app.addHook('onRoute', ({ url, method }) => {
      const methods = Array.isArray(method) ? method : [method];
      let known = this.byUrl.get(url);
      if (!known) {
        known = new Set();
        this.byUrl.set(url, known);
        this.routes.push({ pattern: patternOf(url), methods: known });
      }
      for (const name of methods) known.add(name.toUpperCase());
    });
  }

  /** The methods the routes matching `path` (no query string) answer, sorted; [] for none. */
  of(path: string): string[] {
    const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const methods = new Set<string>();
    for (const route of this.routes) {
      if (route.pattern.test(bare)) for (const method of route.methods) methods.add(method);
    }
    return [...methods].sort();
  }
}

/** A route's URL (`/api/heroes/:id`, `/api/files/*`) as a regular expression of the paths it takes. */
function patternOf(url: string): RegExp {
  const source = url
    .replace(/\/+$/, '')
    .split(/(:[A-Za-z0-9_]+|\*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source || '/'}$`);
}
