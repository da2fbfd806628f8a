import { Link } from 'react-router';
import { STATIC_GUIDES } from './static/staticGuides';

export function FeaturedGuides() {
  return (
    <section className="guides__group" aria-labelledby="featured-guides">
      <h2 id="featured-guides">Featured guides</h2>
      <ul className="guide-cards">
        {STATIC_GUIDES.map((guide) => (
          <li key={guide.path} className="guide-card guide-card--featured">
            <h3 className="guide-card__title">
              <Link to={guide.path} className="guide-card__link">
                {guide.title}
              </Link>
            </h3>
            <p className="guide-card__preview">{guide.summary}</p>
            <p className="guide-card__more" aria-hidden="true">
              Click to read more →
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
