import { MEDIA_SLOTS } from '../../domain/media';
import { usePageTitle } from '../../ui/usePageTitle';
import { ChartGrid, type Chart } from './ChartGrid';
import './gallery.css';

/** The page's title, in the tab and in its head on the server (src/app/serverParts.ts). */
export const UPGRADE_REQUIREMENTS_TITLE = 'Upgrade Requirements';

const UPGRADE_CHARTS: readonly Chart[] = MEDIA_SLOTS.filter((slot) => slot.group === 'upgrade').map(
  (slot) => ({ ...slot, name: slot.label, title: slot.label }),
);

/** Sixteen buttons, each opening its chart in the zoomable viewer. */
export function UpgradeRequirementsPage() {
  usePageTitle(UPGRADE_REQUIREMENTS_TITLE);
  return (
    <section className="page gallery">
      <h1>{UPGRADE_REQUIREMENTS_TITLE}</h1>
      <p className="page__lead">What each upgrade costs. Choose one to see its chart.</p>
      <ChartGrid
        charts={UPGRADE_CHARTS}
        listClassName="gallery__buttons"
        itemClassName="gallery__item"
        renderChart={(chart, _slot, open) => (
          <button
            type="button"
            className="button gallery__button"
            aria-haspopup="dialog"
            onClick={open}
          >
            {chart.label}
          </button>
        )}
      />
    </section>
  );
}
