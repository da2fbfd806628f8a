import { JSDOM } from 'jsdom';
import {
  createGuideHtmlSanitizer,
  type GuideHtmlSanitizer,
} from '../../src/domain/sanitizeGuideHtml';

let sanitizer: GuideHtmlSanitizer | null = null;

/**
 * The one guide-HTML sanitizer (src/domain/sanitizeGuideHtml.ts) on the server: the same
 * DOMPurify and configuration as in readers' pages, on a jsdom window. The window is made on the
 * first call and kept for the life of the process, since making one costs far more than a call.
 */
export function sanitizeGuideHtml(html: string): string {
  sanitizer ??= createGuideHtmlSanitizer(new JSDOM('').window);
  return sanitizer(html);
}
