import { Link } from 'react-router';

/** Loaded only while an admin is signed in, so visitors never download it. */
export function AdminBar({ email }: { email: string }) {
  return (
    <div className="admin-bar" data-testid="admin-bar">
      <span>Signed in as {email} (admin)</span>
      <span className="admin-bar__links">
        <Link to="/admin/guides/create" className="admin-bar__link">
          New guide
        </Link>
        <Link to="/admin/activity" className="admin-bar__link">
          Activity
        </Link>
        <Link to="/admin/trash" className="admin-bar__link">
          Trash
        </Link>
        <Link to="/admin/media" className="admin-bar__link">
          Media
        </Link>
        <Link to="/admin/backups" className="admin-bar__link">
          Backups
        </Link>
        <Link to="/admin/account" className="admin-bar__link">
          Account
        </Link>
      </span>
    </div>
  );
}
