import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildDecision, buildStamp, writeBuildStamp } from './buildStamp';

let root: string;
const env = { BASE_PATH: '/', VITE_BACKEND: 'http', PATH: '/usr/bin' };

async function put(relative: string, content: string) {
  await mkdir(path.dirname(path.join(root, relative)), { recursive: true });
  await writeFile(path.join(root, relative), content);
}

/** A project with its sources, built with `env`. */
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'build-stamp-'));
  await put('src/main.tsx', 'render()');
  await put('src/features/heroes/HeroList.tsx', 'list()');
  await put('public/favicon.svg', '<svg/>');
  await put('index.html', '<div id="root"></div>');
  await put('vite.config.ts', 'export default {}');
  await put('package-lock.json', '{}');
  await put('server/app.ts', 'server()');
  await put('server/app.test.ts', 'test()');
  await put('src/main.test.tsx', 'test()');
  await put('scripts/compileServer.ts', 'compile()');
  await put('README.md', '# Readme');
  await put('dist/.server/main.js', 'start()');
  writeBuildStamp(path.join(root, 'dist'), buildStamp(root, env));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('buildDecision', () => {
  it('builds when the build folder has no stamp', async () => {
    await rm(path.join(root, 'dist'), { recursive: true });
    expect(buildDecision(root, 'dist', env)).toEqual({ rebuild: true, reason: 'no build yet' });
  });

  it('builds when the build folder has no compiled server', async () => {
    await rm(path.join(root, 'dist/.server'), { recursive: true });
    expect(buildDecision(root, 'dist', env)).toEqual({ rebuild: true, reason: 'no build yet' });
  });

  it('does not rebuild when nothing changed', () => {
    expect(buildDecision(root, 'dist', env)).toEqual({ rebuild: false });
  });

  it.each<[string, () => Promise<unknown>]>([
    ['a source file changed', () => put('src/features/heroes/HeroList.tsx', 'list(2)')],
    ['a source file was added', () => put('src/features/codes/Codes.tsx', 'codes()')],
    ['a source file was removed', () => rm(path.join(root, 'src/features/heroes/HeroList.tsx'))],
    [
      'a source file was renamed',
      async () => {
        await rm(path.join(root, 'src/main.tsx'));
        await put('src/entry.tsx', 'render()');
      },
    ],
    ['a public file changed', () => put('public/favicon.svg', '<svg></svg>')],
    ['index.html changed', () => put('index.html', '<div id="app"></div>')],
    ['vite.config.ts changed', () => put('vite.config.ts', 'export default { base: "/" }')],
    ['package-lock.json changed', () => put('package-lock.json', '{"v":2}')],
    ['a .env file appeared', () => put('.env', 'VITE_BACKEND=firebase')],
    ['a server file changed', () => put('server/app.ts', 'server(2)')],
    ['a server file was added', () => put('server/seed/more.ts', 'more()')],
    ['the server compilation changed', () => put('scripts/compileServer.ts', 'compile(2)')],
  ])('rebuilds when %s', async (_change, change) => {
    await change();
    expect(buildDecision(root, 'dist', env)).toEqual({ rebuild: true, reason: 'sources changed' });
  });

  it.each([
    ['BASE_PATH', { ...env, BASE_PATH: '/guide/' }],
    ['a VITE_ setting', { ...env, VITE_BACKEND: 'firebase' }],
    ['a new VITE_ setting', { ...env, VITE_COMMUNITY_URL: 'https://chat.example' }],
    ['PUBLIC_URL', { ...env, PUBLIC_URL: 'https://guide.example' }],
  ])('rebuilds when %s differs', (_setting, changed) => {
    expect(buildDecision(root, 'dist', changed)).toEqual({
      rebuild: true,
      reason: 'sources changed',
    });
  });

  it.each<[string, () => Promise<unknown>, NodeJS.ProcessEnv]>([
    ['a test file changed', () => put('server/app.test.ts', 'test(2)'), env],
    ['a test file was added', () => put('src/features/codes/Codes.test.tsx', 'test()'), env],
    ['the README changed', () => put('README.md', '# New'), env],
    ['another setting changed', async () => {}, { ...env, PATH: '/bin', PORT: '4000' }],
  ])('does not rebuild when only %s', async (_change, change, changedEnv) => {
    await change();
    expect(buildDecision(root, 'dist', changedEnv)).toEqual({ rebuild: false });
  });
});
