import { initialsOf, portraitColour } from '../domain/heroPortrait';

/** A portrait's size in lists, on the board and in comparisons. */
export const THUMBNAIL_SIZE = 56;

interface HeroImageProps {
  src: string;
  alt: string;
  /** The hero's name: a hero without a picture shows a portrait drawn from it. */
  name: string;
  /** Fixed box so rows never jump while images arrive. */
  size: number;
  /**
   * The page's main picture, its largest paint: fetched at once and before other images. Any other
   * picture loads only as it nears the screen.
   */
  main?: boolean;
}

/**
 * The hero's picture, or its portrait (initials on a colour, docs/product.md#heroes) when it has
 * none: painted by the page itself, so it costs no request and the server's HTML already has it.
 */
export function HeroImage({ src, alt, name, size, main = false }: HeroImageProps) {
  if (!src) {
    return (
      <span
        className="hero-image hero-portrait"
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        style={{ width: size, height: size, fontSize: size / 3, background: portraitColour(name) }}
      >
        {initialsOf(name)}
      </span>
    );
  }
  return (
    <img
      className="hero-image"
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
