import './guideContent.css';

/**
 * Changes made to sanitized guide HTML before it is shown, the same on the server and in the
 * browser: a guide's page gives its h2 and h3 the ids its table of contents links to
 * (`guideWithHeadingIds` in src/domain/guideMeta.ts). Passed in, so that pages showing guide HTML
 * without a table of contents (a hero's build notes) do not download that code.
 */
export type DecorateGuideHtml = (sanitized: string) => string;

/** The element a guide's body is shown in; only ever given sanitized markup. */
export function GuideHtml({
  sanitized,
  decorate,
}: {
  sanitized: string;
  decorate?: DecorateGuideHtml | undefined;
}) {
  return (
    <div
      className="guide-content"
      data-testid="guide-content"
      // Sanitized by the one sanitizer: in SanitizedGuideHtml, or by the server for its HTML.
      dangerouslySetInnerHTML={{ __html: decorate ? decorate(sanitized) : sanitized }}
    />
  );
}
