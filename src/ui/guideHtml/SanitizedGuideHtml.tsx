import { useMemo } from 'react';
import { sanitizeGuideHtml } from '../../domain/sanitizeGuideHtml';
import { GuideHtml } from './GuideHtml';

/** Guide HTML through the one sanitizer (docs/decisions.md#one-sanitizer), then shown. */
export function SanitizedGuideHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeGuideHtml(html), [html]);
  return <GuideHtml sanitized={clean} />;
}
