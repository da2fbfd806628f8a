import { useId, useState, type ChangeEvent } from 'react';
import { errorMessage } from '../../../domain/errors';
import type { MediaSlot } from '../../../domain/media';
import { ProgressBar } from '../../../ui/ProgressBar';
import { useToast } from '../../../ui/Toast';
import { HistoryButton } from '../../history/HistoryButton';
import { useReplaceSlotImage } from '../api/useReplaceSlotImage';

interface ReplaceImageProps {
  slot: MediaSlot;
  /** Names the control, e.g. 'Goddess' or 'SPC 2'. */
  name: string;
}

/** Admin control: upload a new image for one slot, with progress and the server's reason. */
export function ReplaceImage({ slot, name }: ReplaceImageProps) {
  const id = useId();
  const [percent, setPercent] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const replace = useReplaceSlotImage();
  const toast = useToast();

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again (after fixing something) fires a change.
    event.target.value = '';
    if (!file) return;
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
      <label className="gallery-replace__label" htmlFor={id}>
        Replace image
      </label>
      <input
        id={id}
        className="gallery-replace__input"
        type="file"
        accept="image/*"
        aria-label={`Replace image: ${name}`}
        aria-describedby={failure ? `${id}-error` : undefined}
        disabled={replace.isPending}
        onChange={(event) => void onChange(event)}
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
