import { getPriority, setPriority } from 'node:os';

/**
 * The Lighthouse phase ahead of whatever else the machine runs (docs/testing.md#lighthouse-calibrated-to-one-phone):
 * this process, and so the server, the test worker and Chromium it starts afterwards, get the
 * scheduling priority nice −10 where the user may raise it (root, or CAP_SYS_NICE). A build
 * beside the run then takes a tenth of a core from the measured page instead of half of it. Where
 * the priority cannot be raised, the calibration alone stands.
 */
export const SITE_PRIORITY = -10;

export default function setup() {
  const before = getPriority();
  try {
    setPriority(SITE_PRIORITY);
  } catch {
    // Not allowed here: measured at the usual priority.
  }
  return () => {
    try {
      setPriority(before);
    } catch {
      // Lowering back is always allowed; nothing else to do.
    }
  };
}
