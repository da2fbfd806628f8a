import { useMemo } from 'react';
import { sanitizeGuideHtml } from '../../domain/sanitizeGuideHtml';
import './guideContent.css';

/**
 * A guide's body exactly as readers see it; the editor's preview uses this same component, so
 * what an admin previews is what gets published.
 */
export function GuideContent({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeGuideHtml(html), [html]);
  return (
    <div
      className="guide-content"
      data-testid="guide-content"
      // Sanitized just above with the editor's allowlist (and on the server before storing).
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
