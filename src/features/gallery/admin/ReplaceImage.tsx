import { useId, useState, type ChangeEvent } from 'react';
import { errorMessage } from '../../../domain/errors';
import type { MediaSlot } from '../../../domain/media';
import { ProgressBar } from '../../../ui/ProgressBar';
import { useToast } from '../../../ui/Toast';
import { HistoryButton } from '../../../data/history/HistoryButton';
import { useReplaceSlotImage } from '../api/useReplaceSlotImage';
import { ReplacePreview, type PickedImage } from './ReplacePreview';

interface ReplaceImageProps {
  slot: MediaSlot;
  /** Names the control, e.g. 'Goddess' or 'SPC 2'. */
  name: string;
}

/**
 * Admin control: pick a new image for one slot, compare it with the current one, and upload it
 * on confirm, with progress and the server's reason when it refuses.
 */
export function ReplaceImage({ slot, name }: ReplaceImageProps) {
  const id = useId();
  const [percent, setPercent] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [picked, setPicked] = useState<PickedImage | null>(null);
  const replace = useReplaceSlotImage();
  const toast = useToast();

  const closePreview = () => {
    if (picked) URL.revokeObjectURL(picked.url);
    setPicked(null);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again (after fixing something) fires a change.
    event.target.value = '';
    if (!file) return;
    if (picked) URL.revokeObjectURL(picked.url);
    setPicked({ file, url: URL.createObjectURL(file) });
  };

  const upload = async (file: File) => {
    closePreview();
    setFailure(null);
    try {
      await replace.mutateAsync({ slot, file, onProgress: setPercent });
      toast(`The ${name} image was replaced.`, { tone: 'success' });
    } catch (error) {
      setFailure(`Upload failed: ${errorMessage(error)}`);
    } finally {
      setPercent(0);
    }
  };

  return (
    <div className="gallery-replace">
      {/* The file input is the label's: a button-like "Replace image" instead of the browser's
          "Choose File · No file chosen", which a narrow box cut to "N…n" (the picked file shows
          in the preview dialog anyway). */}
      <input
        id={id}
        className="gallery-replace__input visually-hidden"
        type="file"
        accept="image/*"
        aria-label={`Replace image: ${name}`}
        aria-describedby={failure ? `${id}-error` : undefined}
        disabled={replace.isPending}
        onChange={onChange}
      />
      <label className="button button--secondary gallery-replace__pick" htmlFor={id}>
        Replace image
      </label>
      <ReplacePreview
        name={name}
        currentUrl={slot.imageUrl}
        picked={picked}
        onCancel={closePreview}
        onConfirm={(file) => void upload(file)}
      />
      <ProgressBar percent={percent} label={`Uploading the ${name} image`} />
      {slot.version > 0 && (
        <HistoryButton
          collection="media"
          itemId={slot.id}
          name={`the ${name} image`}
          current={{ version: slot.version }}
        />
      )}
      {failure && (
        <p id={`${id}-error`} className="form__error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
