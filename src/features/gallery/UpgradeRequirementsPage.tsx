import { Suspense, useState } from 'react';
import { useIsAdmin } from '../../backend/useAuth';
import { MEDIA_SLOTS } from '../../domain/media';
import { Modal } from '../../ui/Modal';
import { lazyNamed } from '../../ui/lazyNamed';
import { usePageTitle } from '../../ui/usePageTitle';
import { SlotError } from './SlotError';
import { SlotImage } from './SlotImage';
import { useMediaSlots } from './mediaQuery';
import './gallery.css';

// Admin-only: the upload control is downloaded only once an admin is signed in.
const ReplaceImage = lazyNamed(() => import('./admin/ReplaceImage'), 'ReplaceImage');

const UPGRADE_SLOTS = MEDIA_SLOTS.filter((slot) => slot.group === 'upgrade');

/** Sixteen buttons, each opening a modal with its chart. */
export function UpgradeRequirementsPage() {
  usePageTitle('Upgrade Requirements');
  const isAdmin = useIsAdmin();
  const slots = useMediaSlots();
  const [openId, setOpenId] = useState<string | null>(null);
  const slotById = new Map(slots.data?.map((slot) => [slot.id, slot]));
  const opened = UPGRADE_SLOTS.find((slot) => slot.id === openId);

  return (
    <section className="page gallery">
      <h1>Upgrade Requirements</h1>
      <p className="page__lead">What each upgrade costs. Choose one to see its chart.</p>
      {slots.isError && <SlotError error={slots.error} />}
      <ul className="gallery__buttons">
        {UPGRADE_SLOTS.map((definition) => {
          const slot = slotById.get(definition.id);
          return (
            <li key={definition.id} className="gallery__item">
              <button
                type="button"
                className="button gallery__button"
                aria-haspopup="dialog"
                onClick={() => setOpenId(definition.id)}
              >
                {definition.label}
              </button>
              {isAdmin && slot && (
                <Suspense fallback={null}>
                  <ReplaceImage slot={slot} name={definition.label} />
                </Suspense>
              )}
            </li>
          );
        })}
      </ul>
      <Modal
        open={opened !== undefined}
        title={opened?.label ?? ''}
        onClose={() => setOpenId(null)}
        className="modal--image"
      >
        {opened && (
          <SlotImage slot={slotById.get(opened.id)} alt={opened.label} className="gallery__chart" />
        )}
      </Modal>
    </section>
  );
}
