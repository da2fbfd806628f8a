import type { CSSProperties } from 'react';

/** What a chart slot shows until an admin uploads an image: its size in the viewer, 4:3. */
export const PLACEHOLDER_SIZE = { width: 400, height: 300 };

interface ChartPlaceholderProps {
  /** The slot's label, e.g. "Hero Star" or "SPC". */
  label: string;
  /** Its name as an image, the same as the chart's would be. */
  alt: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * A chart not uploaded yet, drawn by the page in the theme's colours
 * (docs/product.md#upgrade-requirements-and-talisman): the server's placeholder image has fixed,
 * light colours.
 */
export function ChartPlaceholder({ label, alt, className, style }: ChartPlaceholderProps) {
  return (
    <span
      className={['chart-placeholder', className].filter(Boolean).join(' ')}
      role="img"
      aria-label={alt}
      style={style}
    >
      <span className="chart-placeholder__label">{label}</span>
      <span className="chart-placeholder__note">Image coming soon</span>
    </span>
  );
}
