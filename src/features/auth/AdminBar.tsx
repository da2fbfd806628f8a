import { Link } from 'react-router';

/** The admin pages, in the order the bar shows them (docs/product.md#layout). */
const ADMIN_LINKS = [
  { to: '/admin/guides/create', label: 'New guide' },
  { to: '/admin/activity', label: 'Activity' },
  { to: '/admin/trash', label: 'Trash' },
  { to: '/admin/media', label: 'Media' },
  { to: '/admin/backups', label: 'Backups' },
  { to: '/admin/account', label: 'Account' },
] as const;

/**
 * Loaded only while an admin is signed in, so visitors never download it. A navigation landmark of
 * its own, so that screen-reader users find it like the rest of the page.
 */
export function AdminBar({ email }: { email: string }) {
  return (
    <nav className="admin-bar" aria-label="Admin" data-testid="admin-bar">
      <span>Signed in as {email} (admin)</span>
      <span className="admin-bar__links">
        {ADMIN_LINKS.map((link) => (
          <Link key={link.to} to={link.to} className="admin-bar__link">
            {link.label}
          </Link>
        ))}
      </span>
    </nav>
  );
}
