import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HOME_SHORTCUTS, SECTIONS } from '../../ui/sections';
import { usePageTitle } from '../../ui/usePageTitle';

interface HomePageProps {
  /** The community chat link, when there is one (src/app/homePage.tsx). */
  community?: ReactNode;
  /** The sections other features add under the shortcuts (src/app/homePage.tsx). */
  children?: ReactNode;
}

export function HomePage({ community, children }: HomePageProps) {
  usePageTitle('Home');
  return (
    <section className="page home">
      <h1>Welcome to Hero Guide</h1>
      <p className="page__lead">
        Tier lists, redemption codes, upgrade charts and guides, made by players for players.
      </p>
      {community}
      {/* The menu button is there below 1024 px, the sections' rail from there on: each width
          reads the prompt for what it shows (docs/product.md#home). */}
      <p className="home__prompt home__prompt--menu">
        Use the menu button at the top left for quick access to every section.
      </p>
      <p className="home__prompt home__prompt--rail">
        Use the list on the left for quick access to every section.
      </p>
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
      {children}
    </section>
  );
}
