import { Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useIsAdmin } from '../../backend/useAuth';
import {
  compareEquipment,
  equipmentSlotsOf,
  filterEquipment,
  slotsInUse,
  type EquipmentItem,
} from '../../domain/equipment';
import { useEquipmentList } from '../../data/equipmentQuery';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { lazyAdminPart } from '../../ui/lazyNamed';
import { useSiteSettings } from '../../data/siteSettingsQuery';
import { usePageTitle } from '../../ui/usePageTitle';
import { EquipmentCard } from './EquipmentCard';
import { EquipmentFilters } from './EquipmentFilters';
import './equipment.css';

/** The page's title, in the tab and in its head on the server (src/app/serverParts.ts). */
export const EQUIPMENT_TITLE = 'Equipment';

// Admin-only code: fetched once an admin is signed in, never by visitors.
const EquipmentAdminTools = lazyAdminPart(
  () => import('./admin/EquipmentAdminTools'),
  'EquipmentAdminTools',
);

/** The heading of a site without any item yet (docs/product.md#equipment). */
export const NO_EQUIPMENT_HEADING = 'Details about equipment will be displayed here.';
export const NO_MATCH = 'No equipment matches these filters.';

const NO_ITEMS: EquipmentItem[] = [];

/** `/equipment`: every item in list order, filtered by slot and rarity from the address. */
export function EquipmentPage() {
  usePageTitle(EQUIPMENT_TITLE);
  const isAdmin = useIsAdmin();
  const items = useEquipmentList();
  const settings = useSiteSettings().data;
  const [params] = useSearchParams();
  const slot = params.get('slot') ?? '';
  const rarity = params.get('rarity') ?? '';
  const all = items.data ?? NO_ITEMS;
  const slotList = equipmentSlotsOf(settings);
  const slots = useMemo(() => slotsInUse(slotList, all), [slotList, all]);
  const shown = useMemo(
    () => filterEquipment(all, { slot, rarity }).sort(compareEquipment(slotList)),
    [all, slot, rarity, slotList],
  );

  const adminTools = isAdmin && (
    // Its code arrives with the page while an admin is signed in (lazyPage), so no placeholder.
    <Suspense fallback={null}>
      <EquipmentAdminTools items={all} settings={settings} />
    </Suspense>
  );

  if (items.isSuccess && all.length === 0) {
    return (
      <section className="page equipment">
        <h1>{NO_EQUIPMENT_HEADING}</h1>
        {adminTools}
      </section>
    );
  }
  return (
    <section className="page equipment">
      <h1>{EQUIPMENT_TITLE}</h1>
      <p className="page__lead">
        Every item by slot and rarity: open one for its stats, set bonus and where to get it.
      </p>
      {items.isPending && <Spinner label="Loading equipment…" />}
      {items.isError && <LoadError summary="Failed to load equipment" query={items} />}
      {items.isSuccess && (
        <>
          {adminTools}
          <EquipmentFilters slot={slot} rarity={rarity} slots={slots} />
          {shown.length === 0 ? (
            <p className="equipment__empty">{NO_MATCH}</p>
          ) : (
            <ul className="equipment-list" aria-label="Equipment">
              {shown.map((item) => (
                <li key={item.id}>
                  <EquipmentCard item={item} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
