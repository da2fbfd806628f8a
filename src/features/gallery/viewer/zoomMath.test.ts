import { describe, expect, it } from 'vitest';
import { INITIAL_VIEW, clampView, panBy, zoomAt, zoomLabel, zoomStep, type View } from './zoomMath';

const size = { width: 400, height: 300 };

describe('zoomStep', () => {
  it.each<[number, 1 | -1, number]>([
    [1, 1, 1.5],
    [1.5, 1, 2],
    [2.4, 1, 3],
    [6, 1, 8],
    [8, 1, 8],
    [8, -1, 6],
    [2.4, -1, 2],
    [1.5, -1, 1],
    [1, -1, 1],
  ])('from %d in direction %d goes to %d', (scale, direction, expected) => {
    expect(zoomStep({ scale, x: 0, y: 0 }, direction, size).scale).toBe(expected);
  });

  it('zooms about the centre: a view moved right stays proportionally moved', () => {
    expect(zoomStep({ scale: 2, x: 100, y: -50 }, 1, size)).toEqual({ scale: 3, x: 150, y: -75 });
  });
});

describe('zoomAt', () => {
  it.each<[View, number, { x: number; y: number }, View]>([
    // The point under the fingers stays put: zooming ×2 at (100, 0) moves the image left by 100.
    [INITIAL_VIEW, 2, { x: 100, y: 0 }, { scale: 2, x: -100, y: 0 }],
    [INITIAL_VIEW, 2, { x: 0, y: 0 }, { scale: 2, x: 0, y: 0 }],
    // Limits: never below 100% or above 800%.
    [INITIAL_VIEW, 0.5, { x: 100, y: 100 }, INITIAL_VIEW],
    [{ scale: 4, x: 0, y: 0 }, 20, { x: 0, y: 0 }, { scale: 8, x: 0, y: 0 }],
    // Zooming back out pulls the image back so that it still covers the stage's centre.
    [{ scale: 4, x: 600, y: 0 }, 1, { x: 0, y: 0 }, INITIAL_VIEW],
  ])('%j to %d at %j is %j', (view, scale, point, expected) => {
    expect(zoomAt(view, scale, point, size)).toEqual(expected);
  });
});

describe('panBy and clampView', () => {
  it.each<[View, number, number, View]>([
    [INITIAL_VIEW, 50, 50, INITIAL_VIEW],
    [{ scale: 2, x: 0, y: 0 }, 50, -40, { scale: 2, x: 50, y: -40 }],
    // At 200% the image reaches half a stage past each side: no further.
    [{ scale: 2, x: 0, y: 0 }, 500, -500, { scale: 2, x: 200, y: -150 }],
  ])('%j moved by (%d, %d) is %j', (view, dx, dy, expected) => {
    expect(panBy(view, dx, dy, size)).toEqual(expected);
  });

  it('keeps a scale that is already within limits', () => {
    expect(clampView({ scale: 3, x: 10, y: 10 }, size)).toEqual({ scale: 3, x: 10, y: 10 });
  });
});

describe('zoomLabel', () => {
  it.each([
    [1, 'Zoom 100%'],
    [1.5, 'Zoom 150%'],
    [2.345, 'Zoom 235%'],
  ])('%d reads %j', (scale, expected) => {
    expect(zoomLabel({ scale, x: 0, y: 0 })).toBe(expected);
  });
});
