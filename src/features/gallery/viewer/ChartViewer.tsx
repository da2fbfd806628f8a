import { useCallback, useEffect, useRef, useState } from 'react';
import { Modal } from '../../../ui/Modal';
import { Spinner } from '../../../ui/Spinner';
import { ChartPlaceholder, PLACEHOLDER_SIZE } from '../ChartPlaceholder';
import { usePanZoom } from './usePanZoom';
import {
  INITIAL_VIEW,
  PAN_STEP,
  actualSize,
  frameOf,
  panBy,
  zoomLabel,
  zoomStep,
  type Frame,
  type View,
} from './zoomMath';
import './chartViewer.css';

interface ChartViewerProps {
  open: boolean;
  /** The chart's name: the dialog's title and name. */
  title: string;
  /** The image's address; undefined while the charts are still being read. */
  src: string | undefined;
  alt: string;
  /** The slot's label when it has no image yet: a placeholder in the theme's colours is shown. */
  placeholder?: string | undefined;
  onClose: () => void;
}

/**
 * A chart in a dialog that zooms and pans (docs/product.md#chart-viewer). It stays mounted once
 * opened, so closing it goes through the dialog's own close, which puts focus back on the
 * control that opened it.
 */
export function ChartViewer({ open, title, src, alt, placeholder, onClose }: ChartViewerProps) {
  return (
    <Modal open={open} title={title} onClose={onClose} className="modal--image">
      <ZoomableChart key={title} title={title} src={src} alt={alt} placeholder={placeholder} />
    </Modal>
  );
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [1, 0],
  ArrowRight: [-1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

/**
 * The stage and the chart in it, read from the page: null until the image has loaded (its own
 * size is only known then) or while the dialog is not laid out.
 */
function readFrame(stage: HTMLElement): Frame | null {
  const chart = stage.querySelector<HTMLElement>('.chart-viewer__chart');
  const image =
    chart instanceof HTMLImageElement
      ? { width: chart.naturalWidth, height: chart.naturalHeight }
      : chart && PLACEHOLDER_SIZE;
  const box = stage.getBoundingClientRect();
  if (!image?.width || !image.height || !box.width || !box.height) return null;
  return frameOf({ width: box.width, height: box.height }, image);
}

/**
 * The chart and its controls: buttons, the keyboard anywhere in the dialog (+, −, 0, 1, arrows),
 * the mouse wheel, dragging, and pinching with two fingers. A chart opens fitted whole in the
 * view; the zoom is told in the image's own pixels, so 100% is its real size.
 */
function ZoomableChart({
  title,
  src,
  alt,
  placeholder,
}: Omit<ChartViewerProps, 'open' | 'onClose'>) {
  const stageRef = useRef<HTMLDivElement | null>(null);
  const [view, setView] = useState<View>(INITIAL_VIEW);
  // The fitted chart's size and scale, measured once the dialog is shown and the image is in.
  const [frame, setFrame] = useState<Frame | null>(null);
  const measure = useCallback(() => {
    if (stageRef.current) setFrame(readFrame(stageRef.current));
  }, []);
  const currentFrame = () => (stageRef.current ? readFrame(stageRef.current) : null);
  const pointerHandlers = usePanZoom(stageRef, setView, readFrame);

  const attachStage = useCallback(
    (stage: HTMLDivElement | null) => {
      stageRef.current = stage;
      if (!stage) return;
      // The dialog focuses its `autofocus` element when it opens (React's autoFocus would
      // focus it before the dialog shows, which does nothing).
      stage.setAttribute('autofocus', '');
      // Measured whenever the stage's size changes: when the dialog is shown (laid out only
      // after this commit) and when the window's size changes.
      const observer = new ResizeObserver(measure);
      observer.observe(stage);
      return () => observer.disconnect();
    },
    [measure],
  );

  useEffect(() => {
    const stage = stageRef.current;
    const dialog = stage?.closest('dialog');
    if (!stage || !dialog) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const now = readFrame(stage);
      if (!now) return;
      const arrow = ARROWS[event.key];
      if (event.key === '+' || event.key === '=') setView((view) => zoomStep(view, 1, now));
      else if (event.key === '-' || event.key === '_') setView((view) => zoomStep(view, -1, now));
      else if (event.key === '0') setView(INITIAL_VIEW);
      else if (event.key === '1') setView((view) => actualSize(view, now));
      else if (arrow) {
        setView((view) =>
          panBy(view, arrow[0] * now.width * PAN_STEP, arrow[1] * now.height * PAN_STEP, now),
        );
      } else return;
      event.preventDefault();
    };
    dialog.addEventListener('keydown', onKeyDown);
    return () => dialog.removeEventListener('keydown', onKeyDown);
  }, []);

  const change = (update: (view: View, frame: Frame) => View) => {
    const now = currentFrame();
    if (now) setView((view) => update(view, now));
  };

  const chartStyle = frame
    ? {
        width: frame.chart.width,
        height: frame.chart.height,
        transform: `translate(-50%, -50%) translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
      }
    : // Not measured yet: laid out, so that the image loads, but not shown.
      { visibility: 'hidden' as const };

  return (
    <div className="chart-viewer">
      <div className="chart-viewer__controls">
        <button
          type="button"
          className="button"
          aria-label="Zoom out"
          onClick={() => change((view, now) => zoomStep(view, -1, now))}
        >
          −
        </button>
        <button
          type="button"
          className="button"
          aria-label="Zoom in"
          onClick={() => change((view, now) => zoomStep(view, 1, now))}
        >
          +
        </button>
        <button type="button" className="button" onClick={() => setView(INITIAL_VIEW)}>
          Fit to view
        </button>
        <button type="button" className="button" onClick={() => change(actualSize)}>
          100%
        </button>
        <p className="chart-viewer__level" role="status">
          {frame ? zoomLabel(view, frame.fit) : ''}
        </p>
      </div>
      <div
        ref={attachStage}
        className="chart-viewer__stage"
        tabIndex={0}
        role="group"
        aria-label={`${title}: + and − zoom, arrow keys move the chart, 0 fits it to the view, 1 shows it at 100%`}
        {...pointerHandlers}
      >
        {src === undefined ? (
          <Spinner label="Loading image…" />
        ) : placeholder !== undefined ? (
          <ChartPlaceholder
            label={placeholder}
            alt={alt}
            className="chart-viewer__chart"
            style={chartStyle}
          />
        ) : (
          <img
            className="chart-viewer__chart"
            src={src}
            alt={alt}
            draggable={false}
            onLoad={measure}
            style={chartStyle}
          />
        )}
      </div>
    </div>
  );
}
