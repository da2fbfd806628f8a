import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThemeToggle } from './ThemeToggle';
import { THEME_STORAGE_KEY, useTheme } from './useTheme';

describe('useTheme', () => {
  it('defaults to light when nothing is saved', () => {
    const { result } = renderHook(() => useTheme());
    expect(result.current.theme).toBe('light');
  });

  it('starts from the saved theme', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const { result } = renderHook(() => useTheme());
    expect(result.current.theme).toBe('dark');
  });

  it('ignores an unknown saved value', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    const { result } = renderHook(() => useTheme());
    expect(result.current.theme).toBe('light');
  });

  it('toggles, saves the choice and marks <html>', () => {
    const { result } = renderHook(() => useTheme());
    act(() => result.current.toggleTheme());
    expect(result.current.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');

    act(() => result.current.toggleTheme());
    expect(result.current.theme).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});

describe('ThemeToggle', () => {
  it('shows a moon while light and a sun while dark', async () => {
    const user = userEvent.setup();
    const { container } = render(<ThemeToggle />);

    const toDark = screen.getByRole('button', { name: 'Switch to dark theme' });
    expect(container.querySelector('[data-icon="moon"]')).toBeInTheDocument();
    expect(container.querySelector('[data-icon="sun"]')).not.toBeInTheDocument();

    await user.click(toDark);
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    expect(container.querySelector('[data-icon="sun"]')).toBeInTheDocument();
    expect(container.querySelector('[data-icon="moon"]')).not.toBeInTheDocument();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });
});

describe('useTheme with the theme index.html applied', () => {
  it('follows the theme already on <html>', () => {
    document.documentElement.dataset.theme = 'dark';
    const { result } = renderHook(() => useTheme());
    expect(result.current.theme).toBe('dark');
  });
});
