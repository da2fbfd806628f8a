import { Link } from 'react-router';

/**
 * "Filter by tag": one link per tag in use and "All tags", so the choice lives in the address
 * (`?tag=`) and works before, or without, the page's script (docs/product.md#guides).
 */
export function GuideTagFilter({ tags, chosen }: { tags: string[]; chosen: string }) {
  if (tags.length === 0) return null;
  const option = (label: string, search: string, current: boolean) => (
    <li key={search}>
      <Link
        className="guide-tag"
        to={{ search }}
        aria-current={current ? 'page' : undefined}
        replace
      >
        {label}
      </Link>
    </li>
  );
  return (
    <nav className="guide-tag-filter" aria-label="Filter by tag">
      <ul className="guide-tags">
        {option('All tags', '', chosen === '')}
        {tags.map((tag) =>
          option(
            tag,
            `?tag=${encodeURIComponent(tag)}`,
            tag.toLowerCase() === chosen.toLowerCase(),
          ),
        )}
      </ul>
    </nav>
  );
}
