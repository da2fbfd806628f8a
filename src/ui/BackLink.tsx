import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The way back from an item's page to the list it is in: "Back to Heroes". */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="button button--secondary page__back">
      {children}
    </Link>
  );
}
