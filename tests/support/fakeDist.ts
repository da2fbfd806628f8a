import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

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
