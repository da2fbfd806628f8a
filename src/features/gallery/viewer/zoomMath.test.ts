import { describe, expect, it } from 'vitest';
import {
  INITIAL_VIEW,
  actualSize,
  clampView,
  frameOf,
  panBy,
  zoomAt,
  zoomLabel,
  zoomStep,
  type View,
} from './zoomMath';

const stage = { width: 400, height: 300 };
/** A chart twice the stage's size: fitted at 50%. */
const large = frameOf(stage, { width: 800, height: 600 });
/** A tall chart: its height decides the fit (300 / 1200 = 25%). */
const tall = frameOf(stage, { width: 600, height: 1200 });
/** A chart smaller than the stage: never enlarged, fitted at 100%. */
const small = frameOf(stage, { width: 200, height: 100 });

describe('frameOf', () => {
  it('fits the whole chart in the stage, never enlarging it', () => {
    expect(large).toEqual({ ...stage, fit: 0.5, chart: { width: 400, height: 300 } });
    expect(tall).toEqual({ ...stage, fit: 0.25, chart: { width: 150, height: 300 } });
    expect(small).toEqual({ ...stage, fit: 1, chart: { width: 200, height: 100 } });
  });
});

describe('zoomLabel', () => {
  it.each([
    [1, 0.5, 'Zoom 50%'],
    [2, 0.5, 'Zoom 100%'],
    [1, 1, 'Zoom 100%'],
    [1.5, 1, 'Zoom 150%'],
    [1, 0.4321, 'Zoom 43%'],
  ])('scale %d of a chart fitted at %d reads %j: its own pixels', (scale, fit, expected) => {
    expect(zoomLabel({ scale, x: 0, y: 0 }, fit)).toBe(expected);
  });
});

describe('zoomStep', () => {
  const shown = (view: View, fit: number) => Math.round(view.scale * fit * 100);
  it.each<[string, View, 1 | -1, number]>([
    // From the fit (50%) up through 75, 100, 150…
    ['large', INITIAL_VIEW, 1, 75],
    ['large', { scale: 2, x: 0, y: 0 }, 1, 150],
    ['large', { scale: 12, x: 0, y: 0 }, 1, 800],
    ['large', { scale: 16, x: 0, y: 0 }, 1, 800],
    ['large', { scale: 2, x: 0, y: 0 }, -1, 75],
    // Never below the fit.
    ['large', { scale: 1.2, x: 0, y: 0 }, -1, 50],
    ['large', INITIAL_VIEW, -1, 50],
    ['tall', INITIAL_VIEW, 1, 50],
    ['small', INITIAL_VIEW, 1, 150],
    ['small', INITIAL_VIEW, -1, 100],
  ])('%s chart from %j in direction %d shows %d%', (name, view, direction, expected) => {
    const frame = { large, tall, small }[name]!;
    expect(shown(zoomStep(view, direction, frame), frame.fit)).toBe(expected);
  });

  it('zooms about the centre: a view moved right stays proportionally moved', () => {
    expect(zoomStep({ scale: 2, x: 100, y: -50 }, 1, large)).toEqual({
      scale: 3,
      x: 150,
      y: -75,
    });
  });
});

describe('actualSize', () => {
  it('shows the image at its own pixels', () => {
    expect(actualSize(INITIAL_VIEW, large)).toEqual({ scale: 2, x: 0, y: 0 });
    expect(actualSize(INITIAL_VIEW, tall)).toEqual({ scale: 4, x: 0, y: 0 });
    expect(actualSize(INITIAL_VIEW, small)).toEqual(INITIAL_VIEW);
  });
});

describe('zoomAt', () => {
  it.each<[View, number, { x: number; y: number }, View]>([
    // The point under the fingers stays put: zooming ×2 at (100, 0) moves the image left by 100.
    [INITIAL_VIEW, 2, { x: 100, y: 0 }, { scale: 2, x: -100, y: 0 }],
    [INITIAL_VIEW, 2, { x: 0, y: 0 }, { scale: 2, x: 0, y: 0 }],
    // Limits: never below the fit or above 800% of the image's pixels (scale 16 at a 50% fit).
    [INITIAL_VIEW, 0.5, { x: 100, y: 100 }, INITIAL_VIEW],
    [{ scale: 4, x: 0, y: 0 }, 40, { x: 0, y: 0 }, { scale: 16, x: 0, y: 0 }],
    // Zooming back out pulls the image back so that it still covers the stage.
    [{ scale: 4, x: 600, y: 0 }, 1, { x: 0, y: 0 }, INITIAL_VIEW],
  ])('%j to %d at %j is %j', (view, scale, point, expected) => {
    expect(zoomAt(view, scale, point, large)).toEqual(expected);
  });
});

describe('panBy and clampView', () => {
  it.each<[View, number, number, View]>([
    [INITIAL_VIEW, 50, 50, INITIAL_VIEW],
    [{ scale: 2, x: 0, y: 0 }, 50, -40, { scale: 2, x: 50, y: -40 }],
    // At 2× the fitted chart is 800 × 600: its edges stop at the stage's edges.
    [{ scale: 2, x: 0, y: 0 }, 500, -500, { scale: 2, x: 200, y: -150 }],
  ])('%j moved by (%d, %d) is %j', (view, dx, dy, expected) => {
    expect(panBy(view, dx, dy, large)).toEqual(expected);
  });

  it('keeps a chart narrower than the stage centred across, while it moves up and down', () => {
    // The tall chart at 2×: 300 wide in a 400 stage, 600 high in a 300 one.
    expect(panBy({ scale: 2, x: 0, y: 0 }, 80, -500, tall)).toEqual({ scale: 2, x: 0, y: -150 });
  });

  it('keeps a scale that is already within limits', () => {
    expect(clampView({ scale: 3, x: 10, y: 10 }, large)).toEqual({ scale: 3, x: 10, y: 10 });
  });
});
