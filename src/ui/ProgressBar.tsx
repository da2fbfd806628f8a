interface ProgressBarProps {
  /** 0..100 */
  percent: number;
  label: string;
}

/** Upload progress, shown only while the percentage is above 0. */
export function ProgressBar({ percent, label }: ProgressBarProps) {
  if (percent <= 0) return null;
  const rounded = Math.min(100, Math.round(percent));
  return (
    <div className="progress">
      <progress className="progress__bar" max={100} value={rounded} aria-label={label} />
      <span className="progress__text">{rounded}%</span>
    </div>
  );
}
