import { Suspense } from 'react';
import type { MediaSlot } from '../../domain/media';
import { lazyAdminPart } from '../../ui/lazyNamed';

// Admin-only: the upload control is downloaded only once an admin is signed in.
const ReplaceImage = lazyAdminPart(() => import('./admin/ReplaceImage'), 'ReplaceImage');

interface ReplaceImageForAdminProps {
  /** Undefined until the slots are loaded: there is nothing to replace yet. */
  slot: MediaSlot | undefined;
  /** Names the control, e.g. 'Goddess' or 'SPC 2'. */
  name: string;
}

/** The admin's control to replace one slot's image, under the image or its button. */
export function ReplaceImageForAdmin({ slot, name }: ReplaceImageForAdminProps) {
  if (!slot) return null;
  return (
    <Suspense fallback={null}>
      <ReplaceImage slot={slot} name={name} />
    </Suspense>
  );
}
