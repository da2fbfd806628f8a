import { Link } from 'react-router';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { useGuides } from './api/guideQueries';
import { formatDate } from '../../ui/formatDate';
import { paths } from '../../domain/paths';

/** How many guides the home page lists. */
export const NEWEST_GUIDES = 3;

/** The home page's newest published guides, linked, with their dates (docs/product.md#home). */
export function NewestGuidesSection() {
  const guides = useGuides();
  let body;
  if (guides.isPending) body = <Spinner label="Loading guides…" />;
  else if (guides.isError) body = <LoadError summary="Could not load the guides" query={guides} />;
  else {
    // The published guides, newest first (the contract's order).
    const newest = guides.data.slice(0, NEWEST_GUIDES);
    body = newest.length ? (
      <ul className="home-guides">
        {newest.map((guide) => (
          <li key={guide.id} className="home-guides__item">
            <Link to={paths.guide.href(guide.id)}>{guide.title}</Link>{' '}
            <time dateTime={guide.createdAt}>{formatDate(guide.createdAt)}</time>
          </li>
        ))}
      </ul>
    ) : (
      <p>No community guides yet. Check back soon!</p>
    );
  }
  return (
    <section className="home-section" aria-labelledby="home-guides">
      <h2 id="home-guides">Newest guides</h2>
      {body}
      <p className="home-section__more">
        <Link to={paths.guides.href()}>All guides</Link>
      </p>
    </section>
  );
}
