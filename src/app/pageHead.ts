import { SITE_NAME } from '../ui/usePageTitle';
import type { PageMeta } from './pageMeta';

/** Where the page lives, to write absolute URLs (link previews ignore relative ones). */
export interface PageAddress {
  /** `https://example.org`, no trailing slash. */
  origin: string;
  /** The page's path including the base path: `/guide/heroes/abc`. */
  pathname: string;
  /** The share card used when the page has no image of its own: a path on this site. */
  siteCard: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** JSON inside <script>: `<` escaped so no text can close the element early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const absolute = (url: string, origin: string) => new URL(url, `${origin}/`).href;

export const fullTitle = (title: string) => `${title} · ${SITE_NAME}`;

/**
 * The head tags of a page's first HTML: title, description, canonical URL, Open Graph and
 * Twitter share card, and Article structured data for guides. A missing record's page is kept
 * out of search results.
 */
export function pageHeadTags(meta: PageMeta, address: PageAddress): string {
  const title = fullTitle(meta.title);
  const url = absolute(`${address.pathname}${meta.query ?? ''}`, address.origin);
  const image = meta.image ?? { url: address.siteCard, alt: SITE_NAME };
  const imageUrl = absolute(image.url, address.origin);
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}" />`;
  const named = (name: string, content: string) =>
    `<meta name="${name}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    named('description', meta.description),
    meta.notFound
      ? named('robots', 'noindex')
      : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    property('og:site_name', SITE_NAME),
    property('og:type', meta.type),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', url),
    property('og:image', imageUrl),
    property('og:image:alt', image.alt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', imageUrl),
    named('twitter:image:alt', image.alt),
  ];
  if (meta.article && !meta.notFound) {
    const article = {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: meta.title,
      description: meta.description,
      image: [imageUrl],
      datePublished: meta.article.published,
      dateModified: meta.article.modified,
      mainEntityOfPage: url,
      publisher: { '@type': 'Organization', name: SITE_NAME },
    };
    tags.push(`<script type="application/ld+json">${scriptJson(article)}</script>`);
  }
  return tags.join('\n    ');
}

export { scriptJson };
