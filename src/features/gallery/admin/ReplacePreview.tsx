import { Modal } from '../../../ui/Modal';

export interface PickedImage {
  file: File;
  /** An object URL for the file, released by whoever made it. */
  url: string;
}

interface ReplacePreviewProps {
  /** The chart's name, e.g. 'Goddess'. */
  name: string;
  currentUrl: string;
  /** The file picked to replace it and its local address; null closes the dialog. */
  picked: PickedImage | null;
  onCancel: () => void;
  onConfirm: (file: File) => void;
}

/**
 * Shows the current chart beside the picked file before anything is uploaded: the live image
 * changes only on "Replace" (docs/product.md#upgrade-requirements-and-talisman).
 */
export function ReplacePreview({
  name,
  currentUrl,
  picked,
  onCancel,
  onConfirm,
}: ReplacePreviewProps) {
  return (
    <Modal open={picked !== null} title={`Replace the ${name} image?`} onClose={onCancel}>
      <div className="gallery-preview">
        <figure className="gallery-preview__figure">
          <img src={currentUrl} alt={`Current ${name} image`} className="gallery-preview__image" />
          <figcaption>Current image</figcaption>
        </figure>
        <figure className="gallery-preview__figure">
          {picked && (
            <img src={picked.url} alt={`New ${name} image`} className="gallery-preview__image" />
          )}
          <figcaption>New image{picked ? `: ${picked.file.name}` : ''}</figcaption>
        </figure>
      </div>
      <div className="confirm__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button" onClick={() => picked && onConfirm(picked.file)}>
          Replace
        </button>
      </div>
    </Modal>
  );
}
