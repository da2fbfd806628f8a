import { Link } from 'react-router';
import { paths } from '../../domain/paths';
import { STATIC_GUIDE_NAMES, STATIC_GUIDES } from './static/staticGuides';

export function FeaturedGuides() {
  return (
    <section className="guides__group" aria-labelledby="featured-guides">
      <h2 id="featured-guides">Featured guides</h2>
      <ul className="guide-cards">
        {STATIC_GUIDE_NAMES.map((name) => (
          <li key={name} className="guide-card guide-card--featured">
            <h3 className="guide-card__title">
              <Link to={paths[name].href()} className="guide-card__link">
                {STATIC_GUIDES[name].title}
              </Link>
            </h3>
            <p className="guide-card__preview">{STATIC_GUIDES[name].summary}</p>
            <p className="guide-card__more" aria-hidden="true">
              Click to read more →
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
