import { heroPortraitUrl } from '../../domain/heroPortrait';

interface HeroImageProps {
  src: string;
  alt: string;
  /** The hero's name: a hero without a picture shows a portrait drawn from it. */
  name: string;
  /** Fixed box so rows never jump while images arrive. */
  size: number;
  lazy?: boolean;
}

/** The hero's picture, or its generated portrait (initials on a colour) when it has none. */
export function HeroImage({ src, alt, name, size, lazy = true }: HeroImageProps) {
  return (
    <img
      className="hero-image"
      src={src || heroPortraitUrl(name)}
      alt={alt}
      width={size}
      height={size}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
    />
  );
}
