import { MEDIA_SLOTS } from '../../domain/media';
import { usePageTitle } from '../../ui/usePageTitle';
import { ChartGrid, type Chart } from './ChartGrid';
import { SlotImage } from './SlotImage';
import './gallery.css';

/** The page's title, in the tab and in its head on the server (src/app/serverParts.ts). */
export const TALISMAN_TITLE = 'Talisman';

/** Two SPC and two SURV charts, numbered so that each has its own name. */
const TALISMAN_CHARTS: readonly Chart[] = MEDIA_SLOTS.filter(
  (slot) => slot.group === 'talisman',
).map((slot, index, all) => {
  const name = `${slot.label} ${all.slice(0, index + 1).filter((other) => other.label === slot.label).length}`;
  return { ...slot, name, title: `${name} talisman chart` };
});

/** Four images, two labelled SPC and two SURV; each opens in the zoomable viewer. */
export function TalismanPage() {
  usePageTitle(TALISMAN_TITLE);
  return (
    <section className="page gallery">
      <h1>{TALISMAN_TITLE}</h1>
      <p className="page__lead">Talisman charts for SPC and SURV builds.</p>
      <ChartGrid
        charts={TALISMAN_CHARTS}
        listClassName="gallery__figures"
        renderChart={(chart, slot, open) => (
          <figure className="gallery__figure">
            {slot ? (
              <button type="button" className="gallery__open" aria-haspopup="dialog" onClick={open}>
                <SlotImage slot={slot} alt={chart.title} />
              </button>
            ) : (
              <SlotImage slot={slot} alt={chart.title} />
            )}
            <figcaption className="gallery__caption">{chart.label}</figcaption>
          </figure>
        )}
      />
    </section>
  );
}
