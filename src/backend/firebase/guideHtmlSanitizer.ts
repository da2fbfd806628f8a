import { BackendError } from '../../domain/errors';
import { lazyModule } from './lazyModule';

/**
 * The guide-HTML sanitizer, downloaded with the first write that cleans HTML (a guide, a hero's
 * build notes, a team's notes): DOMPurify stays out of what a visitor loads (the reader's page brings its own copy
 * when a guide is opened).
 */
const sanitizerModule = lazyModule(() => import('../../domain/sanitizeGuideHtml'));

/**
 * Firebase has no server to clean HTML on write: the adapter does, with the same sanitizer as our
 * server, on the window it was given (or the page's own).
 */
export function lazyGuideHtmlSanitizer(
  sanitizerWindow: Window | undefined,
): () => Promise<(html: string) => string> {
  let sanitize: ((html: string) => string) | null = null;
  return async () => {
    if (sanitize) return sanitize;
    const target = sanitizerWindow ?? (typeof window === 'undefined' ? null : window);
    if (!target) {
      throw new BackendError(
        'unavailable',
        'Guides, build notes and team notes cannot be saved here: the Firebase adapter was given no window to clean HTML with.',
      );
    }
    const { createGuideHtmlSanitizer } = await sanitizerModule();
    sanitize ??= createGuideHtmlSanitizer(target);
    return sanitize;
  };
}
