import { useState, type Ref } from 'react';
import { Link } from 'react-router';
import type { AuthUser } from '../../domain/user';
import { errorMessage } from '../../domain/errors';
import { Icon } from '../../ui/Icon';
import { SITE_NAME } from '../../ui/usePageTitle';
import { SiteSearch } from '../search/SiteSearch';
import { ThemeToggle } from './ThemeToggle';
import { paths } from '../../domain/paths';

interface HeaderProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
  sidebarId: string;
  user: AuthUser | null;
  onSignOut: () => Promise<void>;
}

export function Header({
  menuOpen,
  onToggleMenu,
  menuButtonRef,
  sidebarId,
  user,
  onSignOut,
}: HeaderProps) {
  const [signOutError, setSignOutError] = useState<string | null>(null);

  async function handleSignOut() {
    setSignOutError(null);
    try {
      await onSignOut();
    } catch (error) {
      setSignOutError(errorMessage(error));
    }
  }

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <button
          ref={menuButtonRef}
          type="button"
          className="icon-button site-header__menu"
          onClick={onToggleMenu}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls={sidebarId}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
        </button>
        <Link to={paths.home.href()} className="site-header__title">
          {SITE_NAME}
        </Link>
        <div className="site-header__actions">
          <SiteSearch />
          {user && (
            <button type="button" className="header-button" onClick={handleSignOut}>
              Sign out
            </button>
          )}
          <ThemeToggle />
        </div>
      </div>
      {signOutError && (
        <p className="site-header__error" role="alert">
          {signOutError}
        </p>
      )}
    </header>
  );
}
