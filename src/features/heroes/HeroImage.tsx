interface HeroImageProps {
  src: string;
  alt: string;
  /** Fixed box so rows never jump while images arrive. */
  size: number;
  lazy?: boolean;
}

/** The hero's picture, or a neutral box of the same size when there is none. */
export function HeroImage({ src, alt, size, lazy = true }: HeroImageProps) {
  if (!src) {
    return (
      <span
        className="hero-image hero-image--empty"
        style={{ width: size, height: size }}
        role={alt ? 'img' : undefined}
        aria-label={alt ? `${alt} (no image)` : undefined}
        aria-hidden={alt ? undefined : true}
      />
    );
  }
  return (
    <img
      className="hero-image"
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
    />
  );
}
