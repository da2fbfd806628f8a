import { guideWithHeadingIds } from '../../domain/guideMeta';
import './guideContent.css';

/**
 * The element a guide's body is shown in; only ever given sanitized markup. Its h2 and h3 get
 * the ids the table of contents links to, from the same function on the server and in the browser.
 */
export function GuideHtml({ sanitized }: { sanitized: string }) {
  return (
    <div
      className="guide-content"
      data-testid="guide-content"
      // Sanitized by the one sanitizer: in SanitizedGuideHtml, or by the server for its HTML.
      dangerouslySetInnerHTML={{ __html: guideWithHeadingIds(sanitized).html }}
    />
  );
}
