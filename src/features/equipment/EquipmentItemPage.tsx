import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { useBackend } from '../../backend';
import { useIsAdmin } from '../../backend/useAuth';
import { equipmentTitle, type EquipmentItem } from '../../domain/equipment';
import { isBackendError } from '../../domain/errors';
import { useEquipmentItem } from '../../data/equipmentQuery';
import { HeroImage, THUMBNAIL_SIZE } from '../../ui/HeroImage';
import { heroListQuery } from '../../data/heroListQuery';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { lazyAdminPart } from '../../ui/lazyNamed';
import { usePageTitle } from '../../ui/usePageTitle';
import { EquipmentImage } from './EquipmentImage';
import { paths } from '../../domain/paths';
import './equipment.css';

// Admin-only code: fetched once an admin is signed in, never by visitors.
const EquipmentItemActions = lazyAdminPart(
  () => import('./admin/EquipmentItemActions'),
  'EquipmentItemActions',
);

/** The item page's image, in CSS pixels (a square: the box is kept while it loads). */
export const FULL_IMAGE_SIZE = 256;
export const ITEM_NOT_FOUND = 'Item not found';

function BackToEquipment() {
  return (
    <Link to={paths.equipment.href()} className="button button--secondary page__back">
      Back to Equipment
    </Link>
  );
}

function ItemDetails({ item }: { item: EquipmentItem }) {
  return (
    <div className="equipment-item__sections">
      {item.stats.length > 0 && (
        <section aria-labelledby="equipment-stats">
          <h2 id="equipment-stats">Stats</h2>
          <dl className="equipment-item__stats">
            {item.stats.map((stat, index) => (
              <div key={index} className="equipment-item__stat">
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {item.setBonus && (
        <section aria-labelledby="equipment-set-bonus">
          <h2 id="equipment-set-bonus">Set bonus</h2>
          <p className="equipment-item__text">{item.setBonus}</p>
        </section>
      )}
      {item.howToGet && (
        <section aria-labelledby="equipment-how-to-get">
          <h2 id="equipment-how-to-get">How to get</h2>
          <p className="equipment-item__text">{item.howToGet}</p>
        </section>
      )}
    </div>
  );
}

/**
 * The live heroes that recommend the item (docs/product.md#equipment-items), in the hero list's
 * order, from the hero list many pages have loaded already; nothing when none does.
 */
function RecommendedFor({ item }: { item: EquipmentItem }) {
  const heroes = useQuery(heroListQuery(useBackend())).data ?? [];
  const recommending = heroes.filter((hero) => hero.recommendedEquipment.includes(item.id));
  if (!recommending.length) return null;
  return (
    <section className="equipment-item__heroes" aria-labelledby="equipment-recommended-for">
      <h2 id="equipment-recommended-for">Recommended for</h2>
      <ul className="equipment-item__hero-list portrait-grid">
        {recommending.map((hero) => (
          <li key={hero.id}>
            <Link to={paths.hero.href(hero.id)} className="equipment-item__hero">
              <HeroImage src={hero.thumbnailUrl} alt="" name={hero.name} size={THUMBNAIL_SIZE} />
              {hero.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `/equipment/:id`: one item, linkable and shareable; a missing or trashed one is not found. */
export function EquipmentItemPage() {
  const { id = '' } = useParams();
  const item = useEquipmentItem(id);
  const isAdmin = useIsAdmin();
  usePageTitle(
    item.data ? equipmentTitle(item.data.name) : item.isError ? ITEM_NOT_FOUND : 'Equipment',
  );

  if (item.isPending) return <Spinner label="Loading the item…" />;
  if (item.isError) {
    if (isBackendError(item.error, 'not-found')) {
      return (
        <section className="page">
          <h1>{ITEM_NOT_FOUND}</h1>
          <p className="page__lead">
            There is no item at this address. It may have been deleted or the link is incomplete.
          </p>
          <BackToEquipment />
        </section>
      );
    }
    return (
      <section className="page">
        <BackToEquipment />
        <h1>Equipment</h1>
        <LoadError summary="Failed to load this item" query={item} />
      </section>
    );
  }

  const data = item.data;
  return (
    <article className="page equipment-item">
      <BackToEquipment />
      <h1>{data.name}</h1>
      <p className="equipment-item__meta">
        <span>Slot: {data.slot}</span>
        <span>
          Rarity:{' '}
          <span className={`rarity rarity--${data.rarity.toLowerCase()}`}>{data.rarity}</span>
        </span>
      </p>
      {isAdmin && (
        <Suspense fallback={null}>
          <EquipmentItemActions item={data} />
        </Suspense>
      )}
      <div className="equipment-item__profile">
        {data.imageUrl && (
          <EquipmentImage src={data.imageUrl} alt={data.name} size={FULL_IMAGE_SIZE} main />
        )}
        <ItemDetails item={data} />
      </div>
      <RecommendedFor item={data} />
    </article>
  );
}
