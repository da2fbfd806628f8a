import { errorMessage } from '../../domain/errors';

export function SlotError({ error }: { error: unknown }) {
  return (
    <p className="gallery__error" role="alert">
      Failed to load the images: {errorMessage(error)}
    </p>
  );
}
