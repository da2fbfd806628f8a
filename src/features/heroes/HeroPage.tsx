import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { useIsAdmin } from '../../backend/useAuth';
import { isBackendError } from '../../domain/errors';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { lazyAdminPart } from '../../ui/lazyNamed';
import { nearPart } from '../../ui/nearPart';
import { usePageTitle } from '../../ui/usePageTitle';
import { HeroBuildNotes } from './HeroBuildNotes';
import { HeroDetails } from './HeroDetails';
import { HeroImage } from '../../ui/HeroImage';
import { HeroLabels } from './HeroLabels';
import { HeroRatings } from './HeroRatings';
import { HeroSkills } from './HeroSkills';
import { formatDate } from '../../ui/formatDate';
import { useHero } from './api/heroQueries';
import { paths } from '../../domain/paths';
import './heroes.css';

/** The page's title when its record does not exist, in the tab and in its head on the server. */
export const HERO_NOT_FOUND = 'Hero not found';

// Admin-only code: fetched once an admin is signed in, never by visitors.
const HeroPageActions = lazyAdminPart(() => import('./admin/HeroPageActions'), 'HeroPageActions');

// Last on the page: their code comes when the reader scrolls near them (the server's HTML shows
// them, links included, before).
const HeroEquipment = nearPart(() => import('./HeroEquipment'), 'HeroEquipment');
const HeroTeams = nearPart(() => import('./HeroTeams'), 'HeroTeams');

const FULL_IMAGE_SIZE = 320;

function BackToHeroes() {
  return (
    <Link to={paths.heroes.href()} className="button button--secondary page__back">
      Back to Heroes
    </Link>
  );
}

/** `/heroes/:id`: one hero with its full image, linkable and shareable. */
export function HeroPage() {
  const { id = '' } = useParams();
  const hero = useHero(id);
  const isAdmin = useIsAdmin();
  usePageTitle(hero.data?.name ?? (hero.isError ? HERO_NOT_FOUND : 'Hero'));

  if (hero.isPending) return <Spinner label="Loading hero…" />;
  if (hero.isError) {
    if (isBackendError(hero.error, 'not-found')) {
      return (
        <section className="page">
          <h1>{HERO_NOT_FOUND}</h1>
          <p className="page__lead">
            There is no hero at this address. It may have been deleted or the link is incomplete.
          </p>
          <BackToHeroes />
        </section>
      );
    }
    return (
      <section className="page">
        <BackToHeroes />
        <h1>Hero</h1>
        <LoadError summary="Failed to load this hero" query={hero} />
      </section>
    );
  }

  const data = hero.data;
  return (
    <article className="page hero-page">
      <BackToHeroes />
      <h1>{data.name}</h1>
      <p className="hero-page__meta">
        <span>Tier: {data.tier}</span>
        <span>Updated {formatDate(data.updatedAt)}</span>
      </p>
      {isAdmin && (
        <Suspense fallback={null}>
          <HeroPageActions hero={data} />
        </Suspense>
      )}
      <div className="hero-page__profile">
        <HeroImage
          src={data.imageUrl}
          alt={data.name}
          name={data.name}
          size={FULL_IMAGE_SIZE}
          main
        />
        {/* The profile's sections, one after another beside the portrait on wide screens. */}
        <div className="hero-page__sections">
          <HeroLabels hero={data} />
          <HeroRatings hero={data} />
          <HeroDetails hero={data} headingLevel={2} afterDescription={<HeroSkills hero={data} />} />
          <HeroBuildNotes hero={data} />
          <HeroEquipment hero={data} />
          <HeroTeams hero={data} />
        </div>
      </div>
    </article>
  );
}
