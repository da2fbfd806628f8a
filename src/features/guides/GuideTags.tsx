import { Link } from 'react-router';
import { paths } from '../../domain/paths';

/** A guide's tags, each a link to the guide list filtered by it (docs/product.md#guides). */
export function GuideTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="tags" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Link className="tag guide-tag" to={paths.guides.href({ tag })}>
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
