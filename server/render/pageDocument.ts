import type { PageAddress, RenderedPage } from '../../src/entry-server';

/** The parts of Vite's build manifest used here. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type BuildManifest = Record<string, ManifestChunk>;

const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/i;
const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/i;
const ROOT = '<div id="root"></div>';

/** Every chunk a source's chunk imports, itself included, not counting the entry's. */
function chunksOf(manifest: BuildManifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key) || chunk.isEntry) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) chunksOf(manifest, imported, seen);
  return seen;
}

/**
 * Link tags that fetch a page's chunk and styles with the HTML, not after the entry script ran.
 * With `lazyParts`, also the chunks the page loads on demand (an admin's page shows its admin
 * controls in the HTML, and their styles must apply from the first paint).
 */
export function preloadLinks(
  manifest: BuildManifest,
  sources: string[],
  basePath: string,
  alreadyLinked: string,
  lazyParts = false,
) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const wanted = lazyParts
    ? [...sources, ...sources.flatMap((source) => manifest[source]?.dynamicImports ?? [])]
    : sources;
  for (const source of wanted) {
    for (const key of chunksOf(manifest, source)) {
      const chunk = manifest[key]!;
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
    }
  }
  const linked = (file: string) => alreadyLinked.includes(`${basePath}${file}"`);
  // Styles as stylesheets: the server's HTML is painted before any script runs.
  return [
    ...[...styles]
      .filter((file) => !linked(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="${basePath}${file}">`),
    ...[...scripts]
      .filter((file) => !linked(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="${basePath}${file}">`),
  ];
}

/**
 * The built index.html with a page's own head tags in place of the template's title and
 * description.
 */
export function withPageHead(indexHtml: string, head: string): string {
  // A replacement function, not a string: page text may hold `$&` and the like.
  return indexHtml
    .replace(TITLE, '')
    .replace(DESCRIPTION, '')
    .replace('</head>', () => `  ${head}\n  </head>`);
}

/**
 * The built index.html with a rendered page in it: the page's own head, its chunk's preloads,
 * its markup inside #root and the state the browser hydrates from. The "needs JavaScript" notice
 * goes, since the page reads without it.
 */
export function pageDocument(manifest: BuildManifest, indexHtml: string, basePath: string) {
  return (page: RenderedPage, address: PageAddress): string => {
    const head = [
      page.head(address),
      ...preloadLinks(manifest, page.sources, basePath, indexHtml, page.lazyParts),
    ];
    // Replacement functions, not strings: page text may hold `$&` and the like.
    return withPageHead(indexHtml, head.join('\n    '))
      .replace(NOSCRIPT, '')
      .replace(ROOT, () => `<div id="root">${page.appHtml}</div>\n    ${page.stateScript}`);
  };
}
