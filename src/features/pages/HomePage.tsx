import { Link } from 'react-router';
import { usePageTitle } from '../../ui/usePageTitle';

const COMMUNITY_URL = import.meta.env.VITE_COMMUNITY_URL || 'https://discord.com';

const SHORTCUTS = [
  { label: 'Heroes', to: '/heroes' },
  { label: 'Upgrade', to: '/upgraderequirement' },
  { label: 'Equipment', to: '/equipment' },
  { label: 'Talisman', to: '/talisman' },
  { label: 'Guides', to: '/guides' },
  { label: 'Disclaimer', to: '/disclaimer' },
  { label: 'Codes', to: '/codes' },
  { label: 'Calculator', to: '/guild-calculator' },
] as const;

export function HomePage() {
  usePageTitle('Home');
  return (
    <section className="page home">
      <h1>Welcome to Hero Guide</h1>
      <p className="page__lead">
        Tier lists, redemption codes, upgrade charts and guides, made by players for players.
      </p>
      <p>
        <a
          href={COMMUNITY_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="home__community"
        >
          Join our community chat
        </a>
      </p>
      <p>Use the menu button at the top left for quick access to every section.</p>
      <nav aria-label="Shortcuts">
        <ul className="home__shortcuts">
          {SHORTCUTS.map((shortcut) => (
            <li key={shortcut.to}>
              <Link to={shortcut.to} className="button home__shortcut">
                {shortcut.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
