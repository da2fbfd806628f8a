import type { MediaSlot } from '../../domain/media';
import { Spinner } from '../../ui/Spinner';

interface SlotImageProps {
  slot: MediaSlot | undefined;
  alt: string;
  className?: string;
}

/** A slot's image (the admin's, or the generated placeholder); a spinner until the list is in. */
export function SlotImage({ slot, alt, className }: SlotImageProps) {
  if (!slot) return <Spinner label="Loading image…" />;
  return (
    <img
      className={['gallery__image', className].filter(Boolean).join(' ')}
      src={slot.imageUrl}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  );
}
