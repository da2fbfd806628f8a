import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** An IntersectionObserver the test drives: `reveal()` says every watched element is near. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly watched = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  reveal() {
    const entries = [...this.watched].map(
      (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  FakeObserver.all = [];
});

async function freshNearPart() {
  // Each test gets its own module: the parts' watches live as long as the page.
  return (await import('./nearPart')).nearPart;
}

describe('nearPart', () => {
  it('loads its code only once its place comes near the screen, then shows it', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const nearPart = await freshNearPart();
    const load = vi.fn(async () => ({
      Teams: ({ name }: { name: string }) => <p>Teams of {name}</p>,
    }));
    const Teams = nearPart(load, 'Teams');
    const { container } = render(<Teams name="Aurelia" />);
    // Not near yet: nothing asked for, its place kept and watched.
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    const [observer] = FakeObserver.all;
    expect([...observer!.watched]).toEqual([container.querySelector('.near-part')]);

    await act(async () => observer!.reveal());
    expect(await screen.findByText('Teams of Aurelia')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops watching a place that leaves the page', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const nearPart = await freshNearPart();
    const Part = nearPart(async () => ({ Part: () => <p>part</p> }), 'Part');
    const { unmount } = render(<Part />);
    const [observer] = FakeObserver.all;
    expect(observer!.watched.size).toBe(1);
    unmount();
    expect(observer!.watched.size).toBe(0);
  });

  it('loads at once where nothing can tell where the reader is', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const nearPart = await freshNearPart();
    const Part = nearPart(async () => ({ Part: () => <p>shown at once</p> }), 'Part');
    render(<Part />);
    expect(await screen.findByText('shown at once')).toBeVisible();
  });
});
