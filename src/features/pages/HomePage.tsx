import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../domain/paths';
import { HOME_SHORTCUTS } from '../../ui/sections';
import { usePageTitle } from '../../ui/usePageTitle';

/** The page's title, in the tab and in its head on the server (src/app/serverParts.ts). */
export const HOME_TITLE = 'Home';

interface HomePageProps {
  /** The community chat link, when there is one (src/app/homePage.tsx). */
  community?: ReactNode;
  /** The sections other features add under the shortcuts (src/app/homePage.tsx). */
  children?: ReactNode;
}

export function HomePage({ community, children }: HomePageProps) {
  usePageTitle(HOME_TITLE);
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
          {(Object.keys(HOME_SHORTCUTS) as (keyof typeof HOME_SHORTCUTS)[]).map((name) => (
            <li key={name}>
              <Link to={paths[name].href()} className="button home__shortcut">
                {HOME_SHORTCUTS[name]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </section>
  );
}
