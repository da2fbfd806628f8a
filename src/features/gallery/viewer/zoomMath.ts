/**
 * The chart viewer's zoom and pan (docs/product.md#chart-viewer). A view scales the chart, as
 * fitted in the stage, about the stage's centre and then moves it by (x, y) screen pixels;
 * points are given as offsets from the stage's centre. Scale 1 is the chart fitted whole in the
 * stage (never enlarged past its own pixels); what readers see as the zoom is the chart's own
 * pixels: "100%" shows one screen pixel per pixel of the image.
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

/** The stage, and the chart in it at scale 1. */
export interface Frame extends Size {
  /** The chart's size at scale 1, fitted in the stage. */
  chart: Size;
  /** Screen pixels per pixel of the image at scale 1: at most 1. */
  fit: number;
}

/** The most the chart is shown at: 800% of its own pixels. */
export const MAX_ZOOM = 8;
/** The levels (of the image's own pixels) the buttons and the + and − keys step through. */
export const ZOOM_LEVELS = [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4, 6, 8] as const;
/** An arrow key moves the image by this share of the stage. */
export const PAN_STEP = 0.1;

/** The chart fitted whole in the stage, centred: how a chart opens, and what "0" goes back to. */
export const INITIAL_VIEW: View = { scale: 1, x: 0, y: 0 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A chart of `image` pixels in a stage of `stage`: fitted whole, never enlarged. */
export function frameOf(stage: Size, image: Size): Frame {
  const fit = Math.min(1, stage.width / image.width, stage.height / image.height);
  return { ...stage, fit, chart: { width: image.width * fit, height: image.height * fit } };
}

/**
 * Keeps the zoom between the fitted chart and 800%, and a chart larger than the stage covering
 * it (its edges stop at the stage's edges; one smaller stays centred on that axis).
 */
export function clampView({ scale, x, y }: View, frame: Frame): View {
  const clamped = clamp(scale, 1, Math.max(1, MAX_ZOOM / frame.fit));
  const maxX = Math.max(0, (clamped * frame.chart.width - frame.width) / 2);
  const maxY = Math.max(0, (clamped * frame.chart.height - frame.height) / 2);
  // `+ 0` turns -0 into 0, so an unmoved view equals INITIAL_VIEW.
  return { scale: clamped, x: clamp(x, -maxX, maxX) + 0, y: clamp(y, -maxY, maxY) + 0 };
}

/** Zooms to `scale` keeping the image point under `point` where it is (a wheel, a pinch). */
export function zoomAt(view: View, scale: number, point: Point, frame: Frame): View {
  const next = clampView({ ...view, scale }, frame).scale;
  const ratio = next / view.scale;
  return clampView(
    {
      scale: next,
      x: point.x - ratio * (point.x - view.x),
      y: point.y - ratio * (point.y - view.y),
    },
    frame,
  );
}

/** The next zoom level up (1) or down (−1) from the current one, about the stage's centre. */
export function zoomStep(view: View, direction: 1 | -1, frame: Frame): View {
  const shown = view.scale * frame.fit;
  const next =
    direction > 0
      ? (ZOOM_LEVELS.find((level) => level > shown + 1e-6) ?? MAX_ZOOM)
      : ([...ZOOM_LEVELS].reverse().find((level) => level < shown - 1e-6) ?? 0);
  return zoomAt(view, next / frame.fit, { x: 0, y: 0 }, frame);
}

/** The image at its own pixels (100%), about the stage's centre. */
export const actualSize = (view: View, frame: Frame): View =>
  zoomAt(view, 1 / frame.fit, { x: 0, y: 0 }, frame);

export function panBy(view: View, dx: number, dy: number, frame: Frame): View {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, frame);
}

/** What screen readers hear, in the image's own pixels: "Zoom 150%". */
export function zoomLabel(view: View, fit: number): string {
  return `Zoom ${Math.round(view.scale * fit * 100)}%`;
}
