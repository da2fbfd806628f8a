import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages load their code on first use, as in the browser; on a busy machine the first import of a
// page's modules takes longer than Testing Library's default of one second for `findBy…`.
configure({ asyncUtilTimeout: 5_000 });

// Without vitest globals Testing Library cannot register its own cleanup, so each test would see
// the previous test's DOM; saved preferences must not leak between tests either.
afterEach(() => {
  cleanup();
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

// jsdom has <dialog> but not its modal methods; the real behaviour (focus trap, Escape, overlay)
// is covered by the browser tests. This keeps `open` and the close event consistent.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom lays nothing out, so no element's size ever changes: its ResizeObserver never calls back.
if (typeof ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
