/**
 * The chart viewer's zoom and pan (docs/product.md#chart-viewer). A view scales the image about
 * the stage's centre and then moves it by (x, y) screen pixels; points are given as offsets
 * from the stage's centre.
 */
export interface View {
  scale: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 8;
/** The levels the buttons and the + and − keys step through. */
export const ZOOM_STEPS = [1, 1.5, 2, 3, 4, 6, 8] as const;
/** An arrow key moves the image by this share of the stage. */
export const PAN_STEP = 0.1;

export const INITIAL_VIEW: View = { scale: 1, x: 0, y: 0 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Keeps the zoom within its limits, and the zoomed image covering the stage's centre. */
export function clampView({ scale, x, y }: View, size: Size): View {
  const clamped = clamp(scale, MIN_ZOOM, MAX_ZOOM);
  const maxX = ((clamped - 1) * size.width) / 2;
  const maxY = ((clamped - 1) * size.height) / 2;
  // `+ 0` turns -0 into 0, so an unmoved view equals INITIAL_VIEW.
  return { scale: clamped, x: clamp(x, -maxX, maxX) + 0, y: clamp(y, -maxY, maxY) + 0 };
}

/** Zooms to `scale` keeping the image point under `point` where it is (a wheel, a pinch). */
export function zoomAt(view: View, scale: number, point: Point, size: Size): View {
  const next = clamp(scale, MIN_ZOOM, MAX_ZOOM);
  const ratio = next / view.scale;
  return clampView(
    {
      scale: next,
      x: point.x - ratio * (point.x - view.x),
      y: point.y - ratio * (point.y - view.y),
    },
    size,
  );
}

/** The next zoom level up (1) or down (−1) from the current one, about the stage's centre. */
export function zoomStep(view: View, direction: 1 | -1, size: Size): View {
  const steps = direction > 0 ? ZOOM_STEPS : [...ZOOM_STEPS].reverse();
  const next =
    steps.find((step) => (direction > 0 ? step > view.scale + 1e-6 : step < view.scale - 1e-6)) ??
    view.scale;
  return zoomAt(view, next, { x: 0, y: 0 }, size);
}

export function panBy(view: View, dx: number, dy: number, size: Size): View {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, size);
}

/** What screen readers hear: "Zoom 150%". */
export function zoomLabel(view: View): string {
  return `Zoom ${Math.round(view.scale * 100)}%`;
}
