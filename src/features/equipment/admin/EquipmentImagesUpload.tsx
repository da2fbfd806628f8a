import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useBackend } from '../../../backend';
import {
  newImagesResult,
  planEquipmentImages,
  type EquipmentImagePlan,
  type EquipmentItem,
} from '../../../domain/equipment';
import { errorMessage } from '../../../domain/errors';
import { NOT_AN_IMAGE, isImageFile } from '../../../ui/imageUpload';
import { FilePickButton } from '../../../ui/forms/FilePickButton';
import { CountedList, FoldedList, PreviewPanel } from '../../../ui/Preview';
import { ProgressBar } from '../../../ui/ProgressBar';
import { EquipmentImage } from '../EquipmentImage';
import { equipmentMutations, type ItemImagesRequest } from '../api/equipmentMutations';
import type { ItemImagesResult } from '../api/uploadItemImages';

type Plan = EquipmentImagePlan<File, EquipmentItem>;

type UploadState =
  | { step: 'idle' }
  /** `urls`: each match's file as an object URL, to show it; revoked when the preview goes. */
  | { step: 'preview'; plan: Plan; urls: string[] }
  | { step: 'uploading'; file: string; percent: number }
  | { step: 'done'; result: ItemImagesResult }
  | { step: 'failed'; message: string };

const PREVIEW_SIZE = 48;

const itemsUnchanged = (count: number) => `${count} ${count === 1 ? 'item' : 'items'} unchanged`;

/** The picked files planned against the items: files that are not images are left out first. */
function planOf(picked: readonly File[], items: readonly EquipmentItem[]): Plan {
  const images = picked.filter(isImageFile);
  const plan = planEquipmentImages(images, items);
  const others = picked.filter((file) => !isImageFile(file));
  return {
    ...plan,
    skipped: [...others.map((file) => ({ file, reason: NOT_AN_IMAGE })), ...plan.skipped],
  };
}

interface PlanPreviewProps {
  plan: Plan;
  urls: readonly string[];
  onConfirm: () => void;
  onCancel: () => void;
}

function PlanPreview({ plan, urls, onConfirm, onCancel }: PlanPreviewProps) {
  return (
    <PreviewPanel
      title="Image upload preview"
      heading="h3"
      block="equipment-images"
      confirm={
        <button
          type="button"
          className="button"
          disabled={plan.matches.length === 0}
          onClick={onConfirm}
        >
          Upload images
        </button>
      }
      onCancel={onCancel}
    >
      <CountedList title="New images" items={plan.matches} className="equipment-images__matches">
        {({ file, item }, index) => (
          <li key={item.id} className="equipment-images__match">
            <span className="equipment-images__name">{item.name}</span>
            <span className="equipment-images__pair">
              {item.imageUrl ? (
                <EquipmentImage
                  src={item.thumbnailUrl || item.imageUrl}
                  alt={`Current: ${item.name}`}
                  size={PREVIEW_SIZE}
                />
              ) : (
                <span className="equipment-images__none">No image yet</span>
              )}
              <span aria-hidden>→</span>
              <EquipmentImage
                src={urls[index] ?? ''}
                alt={`New: ${file.name}`}
                size={PREVIEW_SIZE}
              />
              <span className="equipment-images__file">{file.name}</span>
            </span>
          </li>
        )}
      </CountedList>
      {plan.matches.length === 0 && <p>No picked file is named after an item.</p>}
      <CountedList title="Files that match no item" items={plan.skipped}>
        {({ file, reason }, index) => (
          <li key={index}>
            {file.name}: {reason}
          </li>
        )}
      </CountedList>
      <FoldedList summary={itemsUnchanged} items={plan.unchanged}>
        {(item) => <li key={item.id}>{item.name}</li>}
      </FoldedList>
    </PreviewPanel>
  );
}

/**
 * New images for many items at once (docs/product.md#equipment-images): each picked file goes to
 * the item its name names; a preview shows what changes before anything is uploaded.
 */
export function EquipmentImagesUpload({ items }: { items: readonly EquipmentItem[] }) {
  const id = useId();
  const replace = useMutation(equipmentMutations(useBackend()).replaceImages);
  const [state, setState] = useState<UploadState>({ step: 'idle' });
  const busy = state.step === 'uploading';
  // The preview's object URLs, released when it closes and when the page goes.
  const shown = useRef<string[]>([]);
  useEffect(() => () => release(), []);

  function release() {
    shown.current.forEach((url) => URL.revokeObjectURL(url));
    shown.current = [];
  }

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const picked = [...(event.target.files ?? [])];
    // Cleared so that picking the same files again (after renaming one) starts anew.
    event.target.value = '';
    if (!picked.length) return;
    release();
    const plan = planOf(picked, items);
    shown.current = plan.matches.map((match) => URL.createObjectURL(match.file));
    setState({ step: 'preview', plan, urls: shown.current });
  }

  function cancel() {
    release();
    setState({ step: 'idle' });
  }

  async function upload(plan: Plan) {
    release();
    setState({ step: 'uploading', file: plan.matches[0]?.file.name ?? '', percent: 0 });
    const request: ItemImagesRequest = {
      matches: plan.matches,
      onProgress: (file, percent) => setState({ step: 'uploading', file, percent }),
    };
    try {
      setState({ step: 'done', result: await replace.mutateAsync(request) });
    } catch (error) {
      setState({ step: 'failed', message: `Failed to upload the images: ${errorMessage(error)}` });
    }
  }

  return (
    <div className="equipment-images">
      <FilePickButton
        accept="image/*"
        multiple
        busy={busy}
        describedBy={`${id}-hint`}
        onChange={pick}
      >
        Upload item images
      </FilePickButton>
      <p id={`${id}-hint`} className="equipment-form__hint">
        Pick images named after items (“Dawn Blade.png”, “dawn_blade.webp”): each becomes that
        item’s image.
      </p>
      {state.step === 'preview' && (
        <PlanPreview
          plan={state.plan}
          urls={state.urls}
          onConfirm={() => void upload(state.plan)}
          onCancel={cancel}
        />
      )}
      {state.step === 'uploading' && (
        <ProgressBar percent={Math.max(state.percent, 1)} label={`Uploading ${state.file}`} />
      )}
      {state.step === 'done' && (
        <div className="equipment-images__result" role="status">
          <p>{newImagesResult(state.result.updated)}</p>
          {state.result.failures.length > 0 && (
            <ul>
              {state.result.failures.map((failure, index) => (
                <li key={index} className="form__error">
                  {failure}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {state.step === 'failed' && (
        <p className="form__error" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
