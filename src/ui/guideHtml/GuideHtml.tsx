import './guideContent.css';

/** The element a guide's body is shown in; only ever given sanitized markup. */
export function GuideHtml({ sanitized }: { sanitized: string }) {
  return (
    <div
      className="guide-content"
      data-testid="guide-content"
      // Sanitized by the one sanitizer: in SanitizedGuideHtml, or by the server for its HTML.
      dangerouslySetInnerHTML={{ __html: sanitized }}
    />
  );
}
