import { Link } from 'react-router';

export function BackToGuides() {
  return (
    <Link to="/guides" className="button button--secondary page__back">
      Back to Guides
    </Link>
  );
}
