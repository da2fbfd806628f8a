import { Link } from 'react-router';
import { paths } from '../../domain/paths';

export function BackToGuides() {
  return (
    <Link to={paths.guides.href()} className="button button--secondary page__back">
      Back to Guides
    </Link>
  );
}
