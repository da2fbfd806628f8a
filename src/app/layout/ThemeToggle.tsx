import { Icon } from '../../ui/Icon';
import { useTheme } from './useTheme';

/** Shows where a press takes you: a sun while dark, a moon while light. */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const isDark = theme === 'dark';
  return (
    <button
      type="button"
      className="icon-button"
      onClick={toggleTheme}
      aria-label={isDark ? 'Switch to light theme' : 'Switch to dark theme'}
    >
      <Icon name={isDark ? 'sun' : 'moon'} />
    </button>
  );
}
