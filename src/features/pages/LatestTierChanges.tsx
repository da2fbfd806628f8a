import { Suspense } from 'react';
import { lazyNamed } from '../../ui/lazyNamed';

// Its own chunk: Home ships in the entry every page loads. The server renders it with its data;
// in the browser its server HTML stays in place until the chunk arrives and hydrates it.
const LatestTierChangesList = lazyNamed(
  () => import('./LatestTierChangesList'),
  'LatestTierChangesList',
);

/** The home page's latest tier changes (docs/product.md#home). */
export function LatestTierChanges() {
  return (
    <Suspense fallback={null}>
      <LatestTierChangesList />
    </Suspense>
  );
}
