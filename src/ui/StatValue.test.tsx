import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatValue } from './StatValue';

describe('StatValue', () => {
  it('shows a known stat as written', () => {
    const { container } = render(<StatValue value="1,250" />);
    expect(container).toHaveTextContent(/^1,250$/);
  });

  it('shows "—" named "not known" for an empty stat and for 0', () => {
    for (const value of ['', '0']) {
      const { container, unmount } = render(<StatValue value={value} />);
      // The eye sees the dash (its title says why); a screen reader hears "not known".
      expect(screen.getByText('—')).toHaveAttribute('aria-hidden', 'true');
      expect(screen.getByTitle('not known')).toContainElement(screen.getByText('not known'));
      expect(screen.getByText('not known')).toHaveClass('visually-hidden');
      expect(container).not.toHaveTextContent(/0/);
      unmount();
    }
  });
});
