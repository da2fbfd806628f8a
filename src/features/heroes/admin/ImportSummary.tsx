import { useEffect, useRef } from 'react';
import type { ImportReport } from '../../../backend/contract';
import { ImportErrors } from './ImportErrors';
import { resultLines } from './importTexts';

/**
 * The result lines of docs/product.md#hero-import. It takes the focus when it shows, which brings
 * it into view: the admin confirmed at the foot of a preview that may have been screens long, and
 * the result takes the place of its top.
 */
export function ImportSummary({ report }: { report: ImportReport }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      className="hero-import__summary"
      role="status"
      aria-label="Import result"
      tabIndex={-1}
      data-testid="import-result"
    >
      {resultLines(report).map((line) => (
        <p key={line}>{line}</p>
      ))}
      <ImportErrors errors={report.errors} />
    </div>
  );
}
