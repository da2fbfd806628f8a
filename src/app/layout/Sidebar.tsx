import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { paths } from '../../domain/paths';
import { SECTIONS } from '../../ui/sections';

interface SidebarProps {
  id: string;
  open: boolean;
  /** `dismissed` is true for Escape and the backdrop, where focus goes back to the menu button. */
  onClose: (dismissed: boolean) => void;
}

export function Sidebar({ id, open, onClose }: SidebarProps) {
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    // Keyboard and screen-reader users land in the menu they just opened.
    navRef.current?.querySelector('a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  // `hidden` keeps the closed menu out of the tab order and the accessibility tree.
  return (
    <div className="sidebar" id={id} hidden={!open}>
      <div
        className="sidebar__backdrop"
        data-testid="sidebar-backdrop"
        onClick={() => onClose(true)}
      />
      <nav className="sidebar__panel" aria-label="Sections" ref={navRef}>
        <ul className="sidebar__list">
          {(Object.keys(SECTIONS) as (keyof typeof SECTIONS)[]).map((name) => (
            <li key={name}>
              <NavLink
                to={paths[name].href()}
                end={name === 'home'}
                className="sidebar__link"
                onClick={() => onClose(false)}
              >
                {SECTIONS[name]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
