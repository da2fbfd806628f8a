interface EquipmentImageProps {
  src: string;
  /** '' where the item's name is written beside it (a card). */
  alt: string;
  /** A fixed square box, so nothing moves while the image arrives. */
  size: number;
  /** The page's main picture, its largest paint: fetched at once, not when near the screen. */
  main?: boolean;
}

/** An item's image in a fixed square, or an empty frame of that size when it has none. */
export function EquipmentImage({ src, alt, size, main = false }: EquipmentImageProps) {
  if (!src) {
    return (
      <span
        className="equipment-image equipment-image--none"
        style={{ width: size, height: size }}
        aria-hidden
      />
    );
  }
  return (
    <img
      className="equipment-image"
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={main ? 'eager' : 'lazy'}
      fetchPriority={main ? 'high' : undefined}
      decoding="async"
    />
  );
}
