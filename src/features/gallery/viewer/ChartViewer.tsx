import { useEffect, useRef, useState } from 'react';
import { Modal } from '../../../ui/Modal';
import { Spinner } from '../../../ui/Spinner';
import { usePanZoom } from './usePanZoom';
import { INITIAL_VIEW, PAN_STEP, panBy, zoomLabel, zoomStep, type View } from './zoomMath';
import './chartViewer.css';

interface ChartViewerProps {
  open: boolean;
  /** The chart's name: the dialog's title and name. */
  title: string;
  /** The image's address; undefined while the charts are still being read. */
  src: string | undefined;
  alt: string;
  onClose: () => void;
}

/**
 * A chart in a dialog that zooms and pans (docs/product.md#chart-viewer). It stays mounted once
 * opened, so closing it goes through the dialog's own close, which puts focus back on the
 * control that opened it.
 */
export function ChartViewer({ open, title, src, alt, onClose }: ChartViewerProps) {
  return (
    <Modal open={open} title={title} onClose={onClose} className="modal--image">
      <ZoomableChart key={title} title={title} src={src} alt={alt} />
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
 * The image and its controls: buttons, the keyboard anywhere in the dialog (+, −, 0, arrows),
 * the mouse wheel, dragging, and pinching with two fingers. A new chart starts at 100%.
 */
function ZoomableChart({ title, src, alt }: Omit<ChartViewerProps, 'open' | 'onClose'>) {
  const stageRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>(INITIAL_VIEW);
  const pointerHandlers = usePanZoom(stageRef, setView);

  useEffect(() => {
    const stage = stageRef.current;
    const dialog = stage?.closest('dialog');
    if (!stage || !dialog) return;
    const size = () => {
      const box = stage.getBoundingClientRect();
      return { width: box.width, height: box.height };
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const arrow = ARROWS[event.key];
      if (event.key === '+' || event.key === '=') setView((view) => zoomStep(view, 1, size()));
      else if (event.key === '-' || event.key === '_')
        setView((view) => zoomStep(view, -1, size()));
      else if (event.key === '0') setView(INITIAL_VIEW);
      else if (arrow) {
        const { width, height } = size();
        setView((view) =>
          panBy(view, arrow[0] * width * PAN_STEP, arrow[1] * height * PAN_STEP, size()),
        );
      } else return;
      event.preventDefault();
    };
    dialog.addEventListener('keydown', onKeyDown);
    return () => dialog.removeEventListener('keydown', onKeyDown);
  }, []);

  const step = (direction: 1 | -1) => {
    const box = stageRef.current!.getBoundingClientRect();
    setView((view) => zoomStep(view, direction, { width: box.width, height: box.height }));
  };

  return (
    <div className="chart-viewer">
      <div className="chart-viewer__controls">
        <button type="button" className="button" aria-label="Zoom out" onClick={() => step(-1)}>
          −
        </button>
        <button type="button" className="button" aria-label="Zoom in" onClick={() => step(1)}>
          +
        </button>
        <button type="button" className="button" onClick={() => setView(INITIAL_VIEW)}>
          Reset zoom
        </button>
        <p className="chart-viewer__level" role="status">
          {zoomLabel(view)}
        </p>
      </div>
      <div
        ref={(stage) => {
          stageRef.current = stage;
          // The dialog focuses its `autofocus` element when it opens (React's autoFocus would
          // focus it before the dialog shows, which does nothing).
          stage?.setAttribute('autofocus', '');
        }}
        className="chart-viewer__stage"
        tabIndex={0}
        role="group"
        aria-label={`${title}: + and − zoom, arrow keys move the chart, 0 resets`}
        {...pointerHandlers}
      >
        {src === undefined ? (
          <Spinner label="Loading image…" />
        ) : (
          <img
            className="chart-viewer__image"
            src={src}
            alt={alt}
            draggable={false}
            style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
          />
        )}
      </div>
    </div>
  );
}
