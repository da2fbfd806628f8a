import { useCallback, useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';

/** Browser chrome colour per theme (matches --header-bg in the stylesheets). */
const THEME_COLORS: Record<Theme, string> = { light: '#5b3cc4', dark: '#1c1a26' };

export function readSavedTheme(): Theme {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    // Storage can be blocked (privacy settings); the default theme still works.
    return 'light';
  }
}

/** index.html has already applied the saved theme; follow it so icon and colours always agree. */
function currentTheme(): Theme {
  const applied = document.documentElement.dataset.theme;
  return applied === 'dark' || applied === 'light' ? applied : readSavedTheme();
}

/** Every mounted toggle, told when the theme changes. */
const listeners = new Set<() => void>();

export function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
  for (const listener of listeners) listener();
}

function saveTheme(theme: Theme) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not remembered across visits when storage is blocked, but the switch itself still applies.
  }
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/**
 * The server cannot know a reader's saved theme: it renders the light one's toggle, and a
 * server-rendered page switches to the applied theme right after hydrating (no mismatch).
 */
const serverTheme = (): Theme => 'light';

/** Light or dark, remembered in localStorage; index.html applies the saved one before first paint. */
export function useTheme() {
  const theme = useSyncExternalStore(subscribe, currentTheme, serverTheme);

  const toggleTheme = useCallback(() => {
    const next: Theme = theme === 'dark' ? 'light' : 'dark';
    saveTheme(next);
    applyTheme(next);
  }, [theme]);

  return { theme, toggleTheme };
}
