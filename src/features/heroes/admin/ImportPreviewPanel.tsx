import type { ImportPreview } from '../../../backend/contract';
import type { FieldChange } from '../../../domain/heroImportChanges';
import { ImportErrors } from './ImportErrors';
import { NOTHING_TO_IMPORT, skippedLine, unchangedLine } from './importTexts';

interface ImportPreviewPanelProps {
  preview: ImportPreview;
  onConfirm: () => void;
  onCancel: () => void;
}

const shown = (value: string) => value || '(empty)';

function ChangeLine({ change }: { change: FieldChange }) {
  return (
    <li>
      {change.field}: {shown(change.from)} → {shown(change.to)}
    </li>
  );
}

/** What an import will do, before anything is written (docs/product.md#hero-import). */
export function ImportPreviewPanel({ preview, onConfirm, onCancel }: ImportPreviewPanelProps) {
  const writes = preview.creates.length + preview.updates.length;
  return (
    <section className="hero-import__preview" aria-label="Import preview">
      <h2 className="hero-import__title">Import preview</h2>
      {preview.creates.length > 0 && (
        <>
          <p>New heroes ({preview.creates.length}):</p>
          <ul>
            {preview.creates.map((name, index) => (
              <li key={index}>{name}</li>
            ))}
          </ul>
        </>
      )}
      {preview.updates.length > 0 && (
        <>
          <p>Heroes to update ({preview.updates.length}):</p>
          <ul>
            {preview.updates.map((update) => (
              <li key={update.id} data-testid="import-update">
                {update.name}
                <ul>
                  {update.changes.map((change) => (
                    <ChangeLine key={change.field} change={change} />
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
      {preview.unchanged.length > 0 && (
        <details>
          <summary>{unchangedLine(preview.unchanged.length)}</summary>
          <ul>
            {preview.unchanged.map((name, index) => (
              <li key={index}>{name}</li>
            ))}
          </ul>
        </details>
      )}
      {preview.skipped > 0 && <p>{skippedLine(preview.skipped)}</p>}
      <ImportErrors errors={preview.errors} />
      {preview.matchedImages.length > 0 && (
        <>
          <p>Images found ({preview.matchedImages.length}):</p>
          <ul>
            {preview.matchedImages.map((match, index) => (
              <li key={index}>
                {match.file} for {match.hero}
              </li>
            ))}
          </ul>
        </>
      )}
      {preview.missingImages.length > 0 && (
        <>
          <p>Images not picked ({preview.missingImages.length}):</p>
          <ul>
            {preview.missingImages.map((match, index) => (
              <li key={index}>
                {match.file} for {match.hero}: not among the picked images; the hero keeps its
                current image.
              </li>
            ))}
          </ul>
        </>
      )}
      {writes === 0 && <p>{NOTHING_TO_IMPORT}</p>}
      <div className="hero-import__actions">
        {/* With nothing to write there is nothing to confirm: only Cancel is offered. */}
        {writes > 0 && (
          <button type="button" className="button" onClick={onConfirm}>
            Confirm import
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </section>
  );
}
