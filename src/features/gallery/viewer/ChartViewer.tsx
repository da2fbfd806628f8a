import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Modal } from '../../../ui/Modal';
import { Spinner } from '../../../ui/Spinner';
import { usePanZoom } from './usePanZoom';
import { INITIAL_VIEW, PAN_STEP, panBy, zoomLabel, zoomStep, type View } from './zoomMath';
import './chartViewer.css';

interface ChartViewerProps {
  /** The chart's name: the dialog's title and name. */
  title: string;
  /** The image's address; undefined while the charts are still being read. */
  src: string | undefined;
  alt: string;
  onClose: () => void;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [1, 0],
  ArrowRight: [-1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

/**
 * A chart in a dialog that zooms and pans (docs/product.md#chart-viewer): buttons, the keyboard
 * (+, −, 0, arrows), the mouse wheel, dragging, and pinching with two fingers.
 */
export function ChartViewer({ title, src, alt, onClose }: ChartViewerProps) {
  const stageRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>(INITIAL_VIEW);
  const stageSize = () => {
    const box = stageRef.current?.getBoundingClientRect();
    return { width: box?.width ?? 0, height: box?.height ?? 0 };
  };
  const pointerHandlers = usePanZoom(stageRef, setView);

  // The Modal has opened the dialog by now (a child's effect runs first): the keys act on the
  // image from the start.
  useEffect(() => stageRef.current?.focus(), []);

  const step = (direction: 1 | -1) =>
    setView((current) => zoomStep(current, direction, stageSize()));

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const arrow = ARROWS[event.key];
    if (event.key === '+' || event.key === '=') step(1);
    else if (event.key === '-' || event.key === '_') step(-1);
    else if (event.key === '0') setView(INITIAL_VIEW);
    else if (arrow) {
      const size = stageSize();
      setView((current) =>
        panBy(current, arrow[0] * size.width * PAN_STEP, arrow[1] * size.height * PAN_STEP, size),
      );
    } else return;
    event.preventDefault();
  }

  return (
    <Modal open title={title} onClose={onClose} className="modal--image">
      <div className="chart-viewer" onKeyDown={handleKeyDown}>
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
          ref={stageRef}
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
    </Modal>
  );
}
