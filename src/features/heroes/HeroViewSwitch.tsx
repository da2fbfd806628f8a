import { Link, useSearchParams } from 'react-router';

export const BOARD_VIEW = 'board';

/**
 * Links between the list and the tier board: the view is kept in the address (`?view=board`)
 * with the filters, so it works without JavaScript and survives reloads and shared links.
 */
export function HeroViewSwitch({ view }: { view: string }) {
  const [params] = useSearchParams();
  const link = (target: string, label: string) => {
    const next = new URLSearchParams(params);
    if (target) next.set('view', target);
    else next.delete('view');
    const search = next.toString();
    return (
      <Link
        to={{ search: search && `?${search}` }}
        className="hero-views__link"
        aria-current={view === target ? 'page' : undefined}
      >
        {label}
      </Link>
    );
  };
  return (
    <nav className="hero-views" aria-label="View">
      {link('', 'List')}
      {link(BOARD_VIEW, 'Tier board')}
    </nav>
  );
}
