import { Suspense, useState } from 'react';
import { useIsAdmin } from '../../backend/useAuth';
import { MEDIA_SLOTS } from '../../domain/media';
import { LoadError } from '../../ui/LoadError';
import { usePageTitle } from '../../ui/usePageTitle';
import { ChartViewer } from './LazyChartViewer';
import { ReplaceImageForAdmin } from './ReplaceImageForAdmin';
import { SlotImage } from './SlotImage';
import { useMediaSlots } from './api/mediaQueries';
import './gallery.css';

/** Two SPC and two SURV charts, numbered so that each has its own name. */
const TALISMAN_SLOTS = MEDIA_SLOTS.filter((slot) => slot.group === 'talisman').map(
  (slot, index, all) => ({
    ...slot,
    name: `${slot.label} ${all.slice(0, index + 1).filter((other) => other.label === slot.label).length}`,
  }),
);

/** Four images, two labelled SPC and two SURV; each opens in the zoomable viewer. */
export function TalismanPage() {
  usePageTitle('Talisman');
  const isAdmin = useIsAdmin();
  const slots = useMediaSlots();
  const slotById = new Map(slots.data?.map((slot) => [slot.id, slot]));
  const [openId, setOpenId] = useState<string | null>(null);
  // The viewer is downloaded on the first chart opened, and stays for the next ones.
  const [viewerWanted, setViewerWanted] = useState(false);
  const opened = TALISMAN_SLOTS.find((slot) => slot.id === openId);

  return (
    <section className="page gallery">
      <h1>Talisman</h1>
      <p className="page__lead">Talisman charts for SPC and SURV builds.</p>
      {slots.isError && <LoadError summary="Failed to load the images" query={slots} />}
      <ul className="gallery__figures">
        {TALISMAN_SLOTS.map((definition) => {
          const slot = slotById.get(definition.id);
          return (
            <li key={definition.id}>
              <figure className="gallery__figure">
                {slot ? (
                  <button
                    type="button"
                    className="gallery__open"
                    aria-haspopup="dialog"
                    onClick={() => {
                      setOpenId(definition.id);
                      setViewerWanted(true);
                    }}
                  >
                    <SlotImage slot={slot} alt={`${definition.name} talisman chart`} />
                  </button>
                ) : (
                  <SlotImage slot={slot} alt={`${definition.name} talisman chart`} />
                )}
                <figcaption className="gallery__caption">{definition.label}</figcaption>
              </figure>
              {isAdmin && <ReplaceImageForAdmin slot={slot} name={definition.name} />}
            </li>
          );
        })}
      </ul>
      {viewerWanted && (
        <Suspense fallback={null}>
          <ChartViewer
            open={opened !== undefined}
            title={opened ? `${opened.name} talisman chart` : ''}
            src={opened && slotById.get(opened.id)?.imageUrl}
            alt={opened ? `${opened.name} talisman chart` : ''}
            onClose={() => setOpenId(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
