import type { ImportReport } from '../../../backend/contract';
import { ImportErrors } from './ImportErrors';

/** The result lines of docs/product.md#hero-import, exactly. */
export function ImportSummary({ report }: { report: ImportReport }) {
  return (
    <div className="hero-import__summary" role="status">
      <p>Successfully imported {report.imported} heroes</p>
      {report.updated > 0 && <p>Updated {report.updated} heroes</p>}
      {report.unchanged > 0 && <p>{report.unchanged} heroes unchanged</p>}
      {report.skipped > 0 && <p>Skipped {report.skipped} empty templates</p>}
      <ImportErrors errors={report.errors} />
    </div>
  );
}
