import { within } from '@testing-library/react';
import { expect } from 'vitest';

/** The link named `name` inside `container` leads to `href`. */
export function expectLinkTo(container: HTMLElement, name: string, href: string): void {
  expect(within(container).getByRole('link', { name })).toHaveAttribute('href', href);
}
