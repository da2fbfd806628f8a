import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardHistory, installHistoryGuard, watchHistory } from './historyGuard';

describe('historyGuard', () => {
  const release: (() => void)[] = [];
  const routerListener = vi.fn();
  installHistoryGuard(window);
  // Added after the guard, as react-router's own listener is.
  window.addEventListener('popstate', routerListener);

  afterEach(() => {
    release.splice(0).forEach((done) => done());
    routerListener.mockClear();
  });

  const pop = () => window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 0 } }));

  it('passes Back and Forward on to the router while no page guards them', () => {
    pop();
    expect(routerListener).toHaveBeenCalledTimes(1);
  });

  it('lets a guard see them first and keep them from the router', () => {
    const guard = vi.fn((event: PopStateEvent) => event.stopImmediatePropagation());
    release.push(guardHistory(guard));
    pop();
    expect(guard).toHaveBeenCalledTimes(1);
    expect(routerListener).not.toHaveBeenCalled();
  });

  it('lets a guard wave them through', () => {
    const guard = vi.fn();
    release.push(guardHistory(guard));
    pop();
    expect(guard).toHaveBeenCalledTimes(1);
    expect(routerListener).toHaveBeenCalledTimes(1);
  });

  it('forgets a released guard, but a stale release leaves the newer guard in place', () => {
    const first = vi.fn();
    const releaseFirst = guardHistory(first);
    const second = vi.fn();
    release.push(guardHistory(second));
    releaseFirst();
    pop();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('shows every move to a watcher, even one the guard keeps from the router', () => {
    const watch = vi.fn();
    const stopWatching = watchHistory(watch);
    release.push(guardHistory((event) => event.stopImmediatePropagation()));
    pop();
    expect(watch).toHaveBeenCalledTimes(1);
    expect(routerListener).not.toHaveBeenCalled();
    stopWatching();
    pop();
    expect(watch).toHaveBeenCalledTimes(1);
  });
});
