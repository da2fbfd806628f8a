interface SquareImageProps {
  className: string;
  src: string;
  alt: string;
  /** A fixed square box, so nothing moves while the image arrives. */
  size: number;
  /**
   * The page's main picture, its largest paint: fetched at once and before other images. Any other
   * picture loads only as it nears the screen.
   */
  main: boolean;
}

/** A stored picture in a square of `size` pixels: a hero's portrait, an equipment item's image. */
export function SquareImage({ className, src, alt, size, main }: SquareImageProps) {
  return (
    <img
      className={className}
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
