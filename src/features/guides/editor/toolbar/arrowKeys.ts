import type { KeyboardEvent } from 'react';

/** Left/Right/Home/End move focus between the toolbar's enabled buttons (Tab still works too). */
export function moveFocusWithArrows(event: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const buttons = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'),
  ];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index === -1 || buttons.length === 0) return;
  event.preventDefault();
  const last = buttons.length - 1;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key === 'ArrowLeft'
          ? (index - 1 + buttons.length) % buttons.length
          : (index + 1) % buttons.length;
  buttons[next]?.focus();
}
