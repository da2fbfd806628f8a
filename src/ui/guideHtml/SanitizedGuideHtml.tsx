import { useMemo } from 'react';
import { sanitizeGuideHtml } from '../../domain/sanitizeGuideHtml';
import { GuideHtml, type DecorateGuideHtml } from './GuideHtml';

/** Guide HTML through the one sanitizer (docs/decisions.md#one-sanitizer), then shown. */
export function SanitizedGuideHtml({
  html,
  decorate,
}: {
  html: string;
  decorate?: DecorateGuideHtml | undefined;
}) {
  const clean = useMemo(() => sanitizeGuideHtml(html), [html]);
  return <GuideHtml sanitized={clean} decorate={decorate} />;
}
