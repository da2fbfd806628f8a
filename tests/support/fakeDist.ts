import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MANIFEST_FILE, SSR_ENTRY } from '../../server/render/buildLayout';

export const INLINE_SCRIPT = "document.documentElement.dataset.theme = 'dark';";

/** A tiny stand-in for `vite build` output, built for `base`. */
export async function fakeDist(base: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'spa-test-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><script>${INLINE_SCRIPT}</script>
<script type="module" crossorigin src="${base}assets/index-abc123.js"></script>
<link rel="stylesheet" href="${base}assets/index-def456.css"></head><body><div id="root"></div></body></html>`,
  );
  await writeFile(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app");');
  await writeFile(path.join(dir, 'assets', 'index-def456.css'), 'body{margin:0}');
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/** `fakeDist` whose server renderer is `renderer` (a module's source), with an empty manifest. */
export async function fakeDistRenderedBy(base: string, renderer: string): Promise<string> {
  const dir = await fakeDist(base);
  await mkdir(path.join(dir, path.dirname(SSR_ENTRY)), { recursive: true });
  await mkdir(path.join(dir, path.dirname(MANIFEST_FILE)), { recursive: true });
  await writeFile(path.join(dir, SSR_ENTRY), renderer);
  await writeFile(path.join(dir, MANIFEST_FILE), '{}');
  return dir;
}
