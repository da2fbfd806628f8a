import { Link } from 'react-router';
import { HOME_SHORTCUTS, SECTIONS } from '../../ui/sections';
import { usePageTitle } from '../../ui/usePageTitle';
import { LatestTierChanges } from './LatestTierChanges';

const COMMUNITY_URL = import.meta.env.VITE_COMMUNITY_URL || 'https://discord.com';

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
          {HOME_SHORTCUTS.map((name) => (
            <li key={name}>
              <Link to={SECTIONS[name].path} className="button home__shortcut">
                {SECTIONS[name].shortTitle}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <LatestTierChanges />
    </section>
  );
}
