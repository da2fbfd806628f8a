import { Suspense, useState } from 'react';
import { useIsAdmin } from '../../backend/useAuth';
import { MEDIA_SLOTS } from '../../domain/media';
import { LoadError } from '../../ui/LoadError';
import { usePageTitle } from '../../ui/usePageTitle';
import { ChartViewer } from './LazyChartViewer';
import { ReplaceImageForAdmin } from './ReplaceImageForAdmin';
import { useMediaSlots } from './api/mediaQueries';
import './gallery.css';

const UPGRADE_SLOTS = MEDIA_SLOTS.filter((slot) => slot.group === 'upgrade');

/** Sixteen buttons, each opening its chart in the zoomable viewer. */
export function UpgradeRequirementsPage() {
  usePageTitle('Upgrade Requirements');
  const isAdmin = useIsAdmin();
  const slots = useMediaSlots();
  const [openId, setOpenId] = useState<string | null>(null);
  const slotById = new Map(slots.data?.map((slot) => [slot.id, slot]));
  // The viewer is downloaded on the first chart opened, and stays for the next ones.
  const [viewerWanted, setViewerWanted] = useState(false);
  const opened = UPGRADE_SLOTS.find((slot) => slot.id === openId);

  return (
    <section className="page gallery">
      <h1>Upgrade Requirements</h1>
      <p className="page__lead">What each upgrade costs. Choose one to see its chart.</p>
      {slots.isError && <LoadError summary="Failed to load the images" query={slots} />}
      <ul className="gallery__buttons">
        {UPGRADE_SLOTS.map((definition) => {
          const slot = slotById.get(definition.id);
          return (
            <li key={definition.id} className="gallery__item">
              <button
                type="button"
                className="button gallery__button"
                aria-haspopup="dialog"
                onClick={() => {
                  setOpenId(definition.id);
                  setViewerWanted(true);
                }}
              >
                {definition.label}
              </button>
              {isAdmin && <ReplaceImageForAdmin slot={slot} name={definition.label} />}
            </li>
          );
        })}
      </ul>
      {viewerWanted && (
        <Suspense fallback={null}>
          <ChartViewer
            open={opened !== undefined}
            title={opened?.label ?? ''}
            src={opened && slotById.get(opened.id)?.imageUrl}
            alt={opened?.label ?? ''}
            onClose={() => setOpenId(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
