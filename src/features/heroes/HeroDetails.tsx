import type { ReactNode } from 'react';
import { HERO_LIST_KEYS, STAT_KEYS, type Hero } from '../../domain/hero';
import { useGameModes } from '../../data/gameModesQuery';
import { TierTimeline } from './TierTimeline';
import { LIST_LABELS } from './heroLabels';
import { StatValue } from '../../ui/StatValue';

interface HeroDetailsProps {
  hero: Hero;
  headingLevel?: 2 | 3;
  /** What the hero page shows right after the description (its skills). */
  afterDescription?: ReactNode;
}

/** Description, stats, the non-empty recommended lists and the tier history of one hero. */
export function HeroDetails({ hero, headingLevel = 3, afterDescription }: HeroDetailsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const lists = HERO_LIST_KEYS.filter((key) => hero[key].length > 0);
  const modes = useGameModes();
  return (
    <div className="hero-details">
      {hero.description && <p className="hero-details__description">{hero.description}</p>}
      {afterDescription}
      <dl className="hero-details__stats">
        {STAT_KEYS.map((key) => (
          <div key={key} className="hero-details__stat">
            <dt>{key}</dt>
            <dd>
              <StatValue value={hero.stats[key]} />
            </dd>
          </div>
        ))}
      </dl>
      {lists.map((key) => (
        <section key={key} className="hero-details__list">
          <Heading>{LIST_LABELS[key]}</Heading>
          <ul>
            {hero[key].map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
      {hero.tierHistory.length > 0 && (
        <section className="hero-details__history">
          <Heading>Tier history</Heading>
          <TierTimeline history={hero.tierHistory} modes={modes} />
        </section>
      )}
    </div>
  );
}
