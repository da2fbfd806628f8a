import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyComponent<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts downloading the component's chunk; resolves once it can render without suspending. */
  preload(): Promise<unknown>;
};

/** The admin parts made so far (the modules that define them have run). */
const adminParts = new Set<{ preload(): Promise<unknown> }>();

/**
 * Loads every admin part that the code loaded so far defines, and those they define in turn. A
 * signed-in admin's page is rendered on the server with its admin controls: hydrating before
 * their code is here would leave them as inert server HTML for a moment, and a file picked or a
 * button pressed meanwhile would be lost. A part that fails to load is left to its error boundary.
 */
export async function preloadAdminParts(): Promise<void> {
  const done = new Set<{ preload(): Promise<unknown> }>();
  for (;;) {
    const pending = [...adminParts].filter((part) => !done.has(part));
    if (!pending.length) return;
    for (const part of pending) done.add(part);
    await Promise.all(pending.map((part) => part.preload().catch(() => undefined)));
  }
}

/**
 * React.lazy for a module's named export, so pages keep named exports like everything else. It
 * can also be loaded ahead: a server-rendered page preloads its chunk before hydrating, and
 * React.lazy then gets the module at once (a thenable that calls back immediately) instead of
 * suspending, so the first render on the client matches the server's HTML.
 */
export function lazyNamed<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyComponent<Props> {
  type Loaded = { default: ComponentType<Props> };
  let loaded: Loaded | undefined;
  let loading: Promise<Loaded> | undefined;
  const preload = () => (loading ??= load().then((module) => (loaded = { default: module[name] })));
  const component = lazy(() => {
    if (!loaded) return preload();
    const ready = loaded;
    return { then: (resolve: (module: Loaded) => void) => resolve(ready) } as Promise<Loaded>;
  });
  return Object.assign(component, { preload });
}

/**
 * A lazy part that only admins see (their tools on public pages): visitors never download it,
 * and a signed-in admin's page loads it before hydrating (preloadAdminParts).
 */
export function lazyAdminPart<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyComponent<Props> {
  const part = lazyNamed(load, name);
  adminParts.add(part);
  return part;
}
