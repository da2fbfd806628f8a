import { HERO_LABEL_KEYS, type Hero } from '../../domain/hero';
import { HERO_LABEL_NAMES } from './heroLabels';

/** A hero's role, faction and rarity: only those set (docs/product.md#hero-page). */
export function HeroLabels({ hero }: { hero: Hero }) {
  const set = HERO_LABEL_KEYS.filter((key) => hero[key] !== '');
  if (!set.length) return null;
  return (
    <dl className="hero-labels">
      {set.map((key) => (
        <div key={key} className="hero-labels__item">
          <dt>{HERO_LABEL_NAMES[key]}</dt>
          <dd>{hero[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
