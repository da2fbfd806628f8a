import type { ImportPreview } from '../../../backend/contract';
import type { FieldChange } from '../../../domain/heroImportChanges';
import { CountedList, FoldedList, PreviewPanel } from '../../../ui/Preview';
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
    <PreviewPanel
      title="Import preview"
      heading="h2"
      block="hero-import"
      // With nothing to write there is nothing to confirm: only Cancel is offered.
      confirm={
        writes > 0 && (
          <button type="button" className="button" onClick={onConfirm}>
            Confirm import
          </button>
        )
      }
      onCancel={onCancel}
    >
      <CountedList title="New heroes" items={preview.creates}>
        {(name, index) => <li key={index}>{name}</li>}
      </CountedList>
      <CountedList title="Heroes to update" items={preview.updates}>
        {(update) => (
          <li key={update.id} data-testid="import-update">
            {update.name}
            <ul>
              {update.changes.map((change) => (
                <ChangeLine key={change.field} change={change} />
              ))}
            </ul>
          </li>
        )}
      </CountedList>
      <FoldedList summary={unchangedLine} items={preview.unchanged}>
        {(name, index) => <li key={index}>{name}</li>}
      </FoldedList>
      {preview.skipped > 0 && <p>{skippedLine(preview.skipped)}</p>}
      <ImportErrors errors={preview.errors} />
      <CountedList title="Images found" items={preview.matchedImages}>
        {(match, index) => (
          <li key={index}>
            {match.file} for {match.hero}
          </li>
        )}
      </CountedList>
      <CountedList title="Images not picked" items={preview.missingImages}>
        {(match, index) => (
          <li key={index}>
            {match.file} for {match.hero}: not among the picked images; the hero keeps its current
            image.
          </li>
        )}
      </CountedList>
      {writes === 0 && <p>{NOTHING_TO_IMPORT}</p>}
    </PreviewPanel>
  );
}
