import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../domain/paths';

/** The admin pages, in the order the bar shows them (docs/product.md#layout). */
const ADMIN_LINKS = [
  { to: paths.createGuide.href(), label: 'New guide' },
  { to: paths.activity.href(), label: 'Activity' },
  { to: paths.trash.href(), label: 'Trash' },
  { to: paths.media.href(), label: 'Media' },
  { to: paths.backups.href(), label: 'Backups' },
  { to: paths.account.href(), label: 'Account' },
];

/**
 * Loaded only while an admin is signed in, so visitors never download it. A navigation landmark of
 * its own, so that screen-reader users find it like the rest of the page. On a phone the bar is one
 * short row, the admin's email and "Admin pages", which shows the links (docs/product.md#layout):
 * the six links took two more rows there, above every page.
 */
export function AdminBar({ email }: { email: string }) {
  const location = useLocation();
  const linksId = useId();
  // Open for the location it was opened on, as the sidebar: any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  return (
    <nav
      className={`admin-bar${open ? ' admin-bar--open' : ''}`}
      aria-label="Admin"
      data-testid="admin-bar"
    >
      <span className="admin-bar__who">
        <span className="visually-hidden admin-bar__wide">Signed in as </span>
        {email}
        <span className="visually-hidden admin-bar__wide"> (admin)</span>
      </span>
      <button
        type="button"
        className="admin-bar__toggle"
        aria-expanded={open}
        aria-controls={linksId}
        onClick={() => setOpenAt(open ? null : location.key)}
      >
        Admin pages
      </button>
      <span id={linksId} className="admin-bar__links">
        {ADMIN_LINKS.map((link) => (
          <Link key={link.to} to={link.to} className="admin-bar__link">
            {link.label}
          </Link>
        ))}
      </span>
    </nav>
  );
}
