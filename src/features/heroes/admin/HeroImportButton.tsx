import { useMutation } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { useBackend } from '../../../backend';
import type { ImportReport } from '../../../backend/contract';
import { errorMessage } from '../../../domain/errors';
import { ProgressBar } from '../../../ui/ProgressBar';
import { Spinner } from '../../../ui/Spinner';
import { ReadJsonError, readJsonFile } from './readJsonFile';
import { heroMutations } from '../api/heroMutations';

type ImportState =
  | { step: 'idle' }
  | { step: 'reading'; percent: number }
  | { step: 'sending'; count: number }
  | { step: 'done'; report: ImportReport }
  | { step: 'failed'; message: string };

/** The summary lines of docs/product.md#hero-import, exactly. */
function ImportSummary({ report }: { report: ImportReport }) {
  return (
    <div className="hero-import__summary" role="status">
      <p>Successfully imported {report.imported} heroes</p>
      {report.skipped > 0 && <p>Skipped {report.skipped} empty templates</p>}
      {report.errors.length > 0 && (
        <>
          <p>Errors ({report.errors.length}):</p>
          <ul>
            {report.errors.map((failure, index) => (
              <li key={index}>
                Failed to import {failure.name}: {failure.reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** Import Heroes (JSON file): read in the browser, then one request for the whole file. */
export function HeroImportButton() {
  const importHeroes = useMutation(heroMutations(useBackend()).importMany);
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const busy = state.step === 'reading' || state.step === 'sending';

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    // Cleared so that picking the same file again (after fixing it) starts a new import.
    input.value = '';
    if (!file) return;
    setState({ step: 'reading', percent: 0 });
    let data: unknown;
    try {
      data = await readJsonFile(file, (percent) => setState({ step: 'reading', percent }));
    } catch (error) {
      setState({
        step: 'failed',
        message: error instanceof ReadJsonError ? error.message : errorMessage(error),
      });
      return;
    }
    setState({ step: 'sending', count: Array.isArray(data) ? data.length : 0 });
    try {
      setState({ step: 'done', report: await importHeroes.mutateAsync(data) });
    } catch (error) {
      setState({ step: 'failed', message: `Failed to complete import: ${errorMessage(error)}` });
    }
  }

  return (
    <div className="hero-import">
      <label className={`button button--secondary hero-import__pick${busy ? ' is-busy' : ''}`}>
        Import Heroes (JSON file)
        <input
          type="file"
          accept=".json,application/json"
          className="hero-import__input"
          disabled={busy}
          onChange={handleFile}
        />
      </label>
      {state.step === 'reading' && (
        <ProgressBar percent={state.percent} label="Reading import file" />
      )}
      {state.step === 'sending' && <Spinner label={`Importing ${state.count} heroes…`} />}
      {state.step === 'done' && <ImportSummary report={state.report} />}
      {state.step === 'failed' && (
        <p className="form__error" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
