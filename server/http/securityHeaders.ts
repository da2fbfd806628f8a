import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Hashes of inline <script>/<style> blocks the SPA's index.html needs (set by spaRoutes). */
    inlineSources: InlineSources;
  }
}

export interface InlineSources {
  scriptHashes: Set<string>;
  styleHashes: Set<string>;
}

/** The CSP source for one inline block: the browser hashes exactly the text between the tags. */
export const cspHash = (content: string) =>
  `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;

export function contentSecurityPolicy({ scriptHashes, styleHashes }: InlineSources): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    ["style-src 'self'", ...styleHashes].join(' '),
    // Guide HTML keeps `style="text-align: …"` (the sanitizer allows only that on p/h*); style
    // attributes cannot run script, while <style> elements stay limited to our own files.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const FIXED_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/** Security headers on every answer: API, files, the SPA and error pages alike. */
export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    app.decorate('inlineSources', {
      scriptHashes: new Set<string>(),
      styleHashes: new Set<string>(),
    });
    app.addHook('onSend', async (_request, reply) => {
      // A route that needs a stricter or different policy may set its own first.
      if (!reply.hasHeader('content-security-policy')) {
        reply.header('content-security-policy', contentSecurityPolicy(app.inlineSources));
      }
      for (const [name, value] of Object.entries(FIXED_HEADERS)) {
        if (!reply.hasHeader(name)) reply.header(name, value);
      }
    });
  },
  { name: 'security-headers' },
);
