import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useBackend } from '../../backend';
import { liveEquipment } from '../../domain/liveEquipment';
import type { Hero } from '../../domain/hero';
import { equipmentQueries } from '../../data/equipmentQuery';
import { paths } from '../../domain/paths';

/** An item's thumbnail in the list, in CSS pixels (a square: the box is kept while it loads). */
export const EQUIPMENT_THUMBNAIL_SIZE = 48;

/**
 * The equipment items the hero recommends, in its order (docs/product.md#hero-page): the live
 * ones only, an item in the trash coming back when restored. Nothing when none is live. The items
 * are read only when the hero names some, as the server's render does (src/app/publicPages.ts).
 */
export function HeroEquipment({ hero }: { hero: Hero }) {
  const named = hero.recommendedEquipment.length > 0;
  const items = useQuery({ ...equipmentQueries.list(useBackend()), enabled: named }).data;
  const shown = liveEquipment(hero.recommendedEquipment, items ?? []);
  if (!shown.length) return null;
  return (
    <section className="hero-equipment" aria-labelledby="hero-equipment">
      <h2 id="hero-equipment">Recommended equipment</h2>
      <ol className="hero-equipment__list">
        {shown.map((item) => (
          <li key={item.id} className="hero-equipment__item">
            {item.thumbnailUrl ? (
              <img
                src={item.thumbnailUrl}
                alt=""
                width={EQUIPMENT_THUMBNAIL_SIZE}
                height={EQUIPMENT_THUMBNAIL_SIZE}
                loading="lazy"
                decoding="async"
              />
            ) : (
              <span className="hero-equipment__none" aria-hidden />
            )}
            <span>
              <Link to={paths.equipmentItem.href(item.id)}>{item.name}</Link>
              <span className="hero-equipment__meta">
                {item.slot} · {item.rarity}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
