import type { MediaSlot } from '../../domain/media';
import { Spinner } from '../../ui/Spinner';
import { ChartPlaceholder } from './ChartPlaceholder';

interface SlotImageProps {
  slot: MediaSlot | undefined;
  alt: string;
  className?: string;
}

/** A slot's image (the admin's, or a placeholder in the theme's colours); a spinner until the list is in. */
export function SlotImage({ slot, alt, className }: SlotImageProps) {
  if (!slot) return <Spinner label="Loading image…" />;
  const classes = ['gallery__image', className].filter(Boolean).join(' ');
  if (slot.isPlaceholder)
    return <ChartPlaceholder label={slot.label} alt={alt} className={classes} />;
  return <img className={classes} src={slot.imageUrl} alt={alt} loading="lazy" decoding="async" />;
}
