import { Link } from 'react-router';

/** A guide's tags, each a link to the guide list filtered by it (docs/product.md#guides). */
export function GuideTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="guide-tags" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Link className="guide-tag" to={`/guides?tag=${encodeURIComponent(tag)}`}>
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
