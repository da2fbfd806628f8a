import { Link } from 'react-router';

export function CreateGuideButton() {
  return (
    <Link to="/admin/guides/create" className="button">
      Create New Guide
    </Link>
  );
}
