import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inlineBlocks } from '../server/http/spa';
import { cspHash } from '../server/http/securityHeaders';

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
  hosting: { headers: HeaderRule[] };
};
const indexHtml = readFileSync('index.html', 'utf8');
const rules = config.hosting.headers;

function header(rule: HeaderRule | undefined, key: string): string | undefined {
  return rule?.headers.find((entry) => entry.key.toLowerCase() === key.toLowerCase())?.value;
}

function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found?.slice(1) ?? [];
}

// Firebase Hosting serves firebase.json's headers as written, so the CSP carries a fixed hash of
// index.html's inline theme script (our server computes it at start instead).
describe('firebase.json hosting headers', () => {
  const everyPage = rules.find((rule) => rule.source === '**');
  const policy = header(everyPage, 'Content-Security-Policy') ?? '';

  it('allows exactly the inline scripts index.html has', () => {
    const hashes = inlineBlocks(indexHtml, 'script').map(cspHash);
    expect(hashes.length).toBeGreaterThan(0);
    const allowed = directive(policy, 'script-src').filter((source) =>
      source.startsWith("'sha256-"),
    );
    expect(allowed.sort()).toEqual(hashes.sort());
  });

  it('has no inline <style> block the policy would block', () => {
    expect(inlineBlocks(indexHtml, 'style')).toEqual([]);
    expect(directive(policy, 'style-src')).toEqual(["'self'"]);
  });

  it('lets the SPA reach Firestore, Auth and Storage and show stored images', () => {
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining([
        'https://firestore.googleapis.com',
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://firebasestorage.googleapis.com',
      ]),
    );
    expect(directive(policy, 'img-src')).toContain('https://firebasestorage.googleapis.com');
  });

  it('revalidates pages but caches hashed assets forever (the last matching rule wins)', () => {
    expect(header(everyPage, 'Cache-Control')).toBe('no-cache');
    const last = rules.at(-1);
    expect(last?.source).toBe('/assets/**');
    expect(header(last, 'Cache-Control')).toBe('public, max-age=31536000, immutable');
  });
});
