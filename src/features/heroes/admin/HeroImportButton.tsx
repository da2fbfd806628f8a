import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { useBackend } from '../../../backend';
import type { ImportPreview, ImportReport } from '../../../backend/contract';
import { errorMessage } from '../../../domain/errors';
import { FilePickButton } from '../../../ui/forms/FilePickButton';
import { ProgressBar } from '../../../ui/ProgressBar';
import { Spinner } from '../../../ui/Spinner';
import { useToast } from '../../../ui/Toast';
import { ImportPreviewPanel } from './ImportPreviewPanel';
import { ImportSummary } from './ImportSummary';
import { importingLine, resultToast } from './importTexts';
import { ReadJsonError, readJsonFile } from './readJsonFile';
import { uploadImportImages } from './uploadImportImages';
import { UploadError } from './uploadHeroImage';
import { heroMutations } from '../api/heroMutations';

type ImportState =
  | { step: 'idle' }
  | { step: 'reading'; percent: number }
  | { step: 'checking' }
  | { step: 'preview'; data: unknown; preview: ImportPreview }
  | { step: 'uploading'; file: string; percent: number }
  | { step: 'sending'; count: number }
  | { step: 'done'; report: ImportReport }
  | { step: 'failed'; message: string };

const failedImport = (error: unknown) => `Failed to complete import: ${errorMessage(error)}`;

/**
 * Import Heroes (JSON file), with the hero images it names: read in the browser, previewed, and
 * only on Confirm are the images uploaded and the whole file sent in one request.
 */
export function HeroImportButton() {
  const backend = useBackend();
  const mutations = heroMutations(backend);
  const previewImport = useMutation(mutations.previewImport);
  const importHeroes = useMutation(mutations.importMany);
  const toast = useToast();
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const [images, setImages] = useState<File[]>([]);
  // The file read last: picking images again previews it with them.
  const data = useRef<{ value: unknown } | null>(null);
  const busy = ['reading', 'checking', 'uploading', 'sending'].includes(state.step);

  async function showPreview(value: unknown, pickedImages: File[]) {
    setState({ step: 'checking' });
    try {
      const imageFiles = pickedImages.map((file) => file.name);
      const preview = await previewImport.mutateAsync({ data: value, imageFiles });
      setState({ step: 'preview', data: value, preview });
    } catch (error) {
      data.current = null;
      setState({ step: 'failed', message: failedImport(error) });
    }
  }

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    // Cleared so that picking the same file again (after fixing it) starts a new import.
    input.value = '';
    if (!file) return;
    data.current = null;
    setState({ step: 'reading', percent: 0 });
    let value: unknown;
    try {
      value = await readJsonFile(file, (percent) => setState({ step: 'reading', percent }));
    } catch (error) {
      setState({
        step: 'failed',
        message: error instanceof ReadJsonError ? error.message : errorMessage(error),
      });
      return;
    }
    data.current = { value };
    await showPreview(value, images);
  }

  async function handleImages(event: ChangeEvent<HTMLInputElement>) {
    const picked = [...(event.target.files ?? [])];
    setImages(picked);
    if (data.current && state.step === 'preview') await showPreview(data.current.value, picked);
  }

  function cancel() {
    data.current = null;
    setState({ step: 'idle' });
  }

  async function confirm(value: unknown, preview: ImportPreview) {
    let stored: Record<string, string>;
    try {
      stored = await uploadImportImages(backend.files, images, preview, (file, percent) =>
        setState({ step: 'uploading', file, percent }),
      );
    } catch (error) {
      setState({
        step: 'failed',
        message: error instanceof UploadError ? error.message : failedImport(error),
      });
      return;
    }
    setState({ step: 'sending', count: preview.creates.length + preview.updates.length });
    try {
      const report = await importHeroes.mutateAsync({ data: value, images: stored });
      data.current = null;
      setState({ step: 'done', report });
      toast(resultToast(report), { tone: report.errors.length ? 'info' : 'success' });
    } catch (error) {
      setState({ step: 'failed', message: failedImport(error) });
    }
  }

  return (
    <div className="hero-import">
      <div className="hero-import__pickers">
        <FilePickButton accept=".json,application/json" busy={busy} onChange={handleFile}>
          Import Heroes (JSON file)
        </FilePickButton>
        <FilePickButton accept="image/*" multiple busy={busy} onChange={handleImages}>
          Hero images for the import{images.length > 0 ? ` (${images.length})` : ''}
        </FilePickButton>
      </div>
      {state.step === 'reading' && (
        <ProgressBar percent={state.percent} label="Reading import file" />
      )}
      {state.step === 'checking' && <Spinner label="Checking the import file…" />}
      {state.step === 'preview' && (
        <ImportPreviewPanel
          preview={state.preview}
          onConfirm={() => void confirm(state.data, state.preview)}
          onCancel={cancel}
        />
      )}
      {state.step === 'uploading' && (
        <ProgressBar percent={Math.max(state.percent, 1)} label={`Uploading ${state.file}`} />
      )}
      {state.step === 'sending' && <Spinner label={importingLine(state.count)} />}
      {state.step === 'done' && <ImportSummary report={state.report} />}
      {state.step === 'failed' && (
        <p className="form__error" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
