import { Link } from 'react-router';
import { paths } from '../../../domain/paths';

export function CreateGuideButton() {
  return (
    <Link to={paths.createGuide.href()} className="button">
      Create New Guide
    </Link>
  );
}
