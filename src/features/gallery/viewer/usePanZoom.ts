import { useEffect, useRef, type PointerEvent, type RefObject } from 'react';
import { panBy, zoomAt, type Frame, type Point, type View } from './zoomMath';

/** How strongly one wheel notch zooms. */
const WHEEL_ZOOM_RATE = 0.002;

type SetView = (update: (view: View) => View) => void;

/**
 * Mouse and touch on the viewer's stage, through Pointer Events: the wheel zooms about the
 * pointer, one pointer drags the chart, two pinch (zoom about their midpoint) and move it.
 */
export function usePanZoom(
  stageRef: RefObject<HTMLDivElement | null>,
  setView: SetView,
  /** The stage and the chart in it now; null while the chart is not shown. */
  readFrame: (stage: HTMLElement) => Frame | null,
) {
  const pointers = useRef(new Map<number, Point>());

  // React listens to wheel events passively; only a listener of our own may stop the page
  // from scrolling while the wheel zooms.
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const frame = readFrame(stage);
      if (!frame) return;
      const point = fromCentre(stage, event.clientX, event.clientY);
      const factor = Math.exp(-event.deltaY * WHEEL_ZOOM_RATE);
      setView((view) => zoomAt(view, view.scale * factor, point, frame));
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, [stageRef, setView, readFrame]);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const before = new Map(pointers.current);
    if (!before.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const stage = event.currentTarget;
    const frame = readFrame(stage);
    if (!frame) return;
    const [a, b] = [...before.values()];
    const [a2, b2] = [...pointers.current.values()];
    if (!b || !b2) {
      const dx = a2!.x - a!.x;
      const dy = a2!.y - a!.y;
      setView((view) => panBy(view, dx, dy, frame));
      return;
    }
    const ratio = distance(a2!, b2) / Math.max(1, distance(a!, b));
    const mid = midpoint(a!, b);
    const mid2 = midpoint(a2!, b2);
    const at = fromCentre(stage, mid.x, mid.y);
    setView((view) =>
      panBy(zoomAt(view, view.scale * ratio, at, frame), mid2.x - mid.x, mid2.y - mid.y, frame),
    );
  }

  function onPointerEnd(event: PointerEvent<HTMLDivElement>) {
    pointers.current.delete(event.pointerId);
  }

  return { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd };
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const midpoint = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** A point on the screen as an offset from the stage's centre. */
function fromCentre(stage: HTMLElement, x: number, y: number): Point {
  const box = stage.getBoundingClientRect();
  return { x: x - box.left - box.width / 2, y: y - box.top - box.height / 2 };
}
