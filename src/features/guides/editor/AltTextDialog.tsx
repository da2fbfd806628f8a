import { useState, type FormEvent } from 'react';
import { Modal } from '../../../ui/Modal';
import { defaultAltText } from './useImageUpload';

interface AltTextDialogProps {
  file: File | null;
  onInsert: (alt: string) => void;
  onCancel: () => void;
}

function AltTextForm({ file, onInsert, onCancel }: AltTextDialogProps & { file: File }) {
  const [alt, setAlt] = useState(() => defaultAltText(file.name));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React passes events up its own tree, through the portal: the form the editor sits in (a
    // hero's) must not take this for its own submit.
    event.stopPropagation();
    onInsert(alt.trim());
  };
  return (
    <form className="alt-text" onSubmit={submit}>
      <label htmlFor="image-alt-text">Alt text</label>
      <input
        id="image-alt-text"
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
        maxLength={200}
        aria-describedby="image-alt-text-hint"
      />
      <p id="image-alt-text-hint" className="alt-text__hint">
        Describe the image for readers who cannot see it.
      </p>
      <div className="confirm__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button">
          Upload and insert
        </button>
      </div>
    </form>
  );
}

/** Asks for the picked image's alt text before it is uploaded. */
export function AltTextDialog({ file, onInsert, onCancel }: AltTextDialogProps) {
  return (
    <Modal open={file !== null} title="Describe the image" onClose={onCancel}>
      {file && <AltTextForm key={file.name} file={file} onInsert={onInsert} onCancel={onCancel} />}
    </Modal>
  );
}
