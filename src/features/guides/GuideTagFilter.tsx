import { Link } from 'react-router';
import { paths } from '../../domain/paths';

/**
 * "Filter by tag": one link per tag in use and "All tags", so the choice lives in the address
 * (`?tag=`) and works before, or without, the page's script (docs/product.md#guides).
 */
export function GuideTagFilter({ tags, chosen }: { tags: string[]; chosen: string }) {
  if (tags.length === 0) return null;
  const option = (label: string, href: string, current: boolean) => (
    <li key={href}>
      <Link className="tag guide-tag" to={href} aria-current={current ? 'page' : undefined} replace>
        {label}
      </Link>
    </li>
  );
  return (
    <nav className="guide-tag-filter" aria-label="Filter by tag">
      <ul className="tags">
        {option('All tags', paths.guides.href(), chosen === '')}
        {tags.map((tag) =>
          option(tag, paths.guides.href({ tag }), tag.toLowerCase() === chosen.toLowerCase()),
        )}
      </ul>
    </nav>
  );
}
