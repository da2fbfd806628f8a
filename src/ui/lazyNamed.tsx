import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyComponent<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts downloading the component's chunk; resolves once it can render without suspending. */
  preload(): Promise<unknown>;
};

type AdminPart = { preload(): Promise<unknown> };

/** The admin parts made so far (the modules that define them have run). */
const adminParts = new Set<AdminPart>();

/** Whether an admin is signed in: pages opened meanwhile bring their admin parts with them. */
let adminSession = false;

/**
 * Says whether an admin is signed in (known at sign-in, on an admin's server-rendered page, and
 * whenever the session changes). While one is, a page loaded by lazyPage waits for its admin
 * parts, so it renders whole instead of showing its admin controls a moment later.
 */
export function setAdminSession(isAdmin: boolean): void {
  adminSession = isAdmin;
}

/**
 * Loads every admin part that the code loaded so far defines, and those they define in turn. A
 * signed-in admin's page is rendered on the server with its admin controls: hydrating before
 * their code is here would leave them as inert server HTML for a moment, and a file picked or a
 * button pressed meanwhile would be lost. A part that fails to load is left to its error boundary.
 * `only` narrows it to some of them (and those they define).
 */
export async function preloadAdminParts(
  only: (part: AdminPart) => boolean = () => true,
): Promise<void> {
  const done = new Set<AdminPart>();
  for (;;) {
    const pending = [...adminParts].filter((part) => !done.has(part) && only(part));
    if (!pending.length) return;
    for (const part of pending) done.add(part);
    await Promise.all(pending.map((part) => part.preload().catch(() => undefined)));
  }
}

/**
 * The event a chunk that failed to download fires on the window (src/app/staleChunks.ts reloads
 * the page once for it: after a deploy, an open page's old chunks are gone). Cancelable: a
 * listener that reloads says so.
 */
export const CHUNK_LOAD_FAILED = 'chunk-load-failed';

function reportChunkFailure() {
  if (typeof window !== 'undefined') {
    window.dispatchEvent(new Event(CHUNK_LOAD_FAILED, { cancelable: true }));
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
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = { default: module[name] }),
      (error: unknown) => {
        reportChunkFailure();
        throw error;
      },
    ));
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

/**
 * A page's component (lazyNamed). While an admin is signed in, its chunk counts as loaded only
 * once the admin parts its module defines are loaded too: the page and its admin controls then
 * arrive together, with no placeholder that later changes size.
 */
export function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyComponent<Props> {
  return lazyNamed(async () => {
    const known = new Set(adminParts);
    const module = await load();
    // The parts this page's module (and what it imports) defined: not every other page's.
    if (adminSession) await preloadAdminParts((part) => !known.has(part));
    return module;
  }, name);
}
