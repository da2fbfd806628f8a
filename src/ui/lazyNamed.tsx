import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyComponent<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts downloading the component's chunk; resolves once it can render without suspending. */
  preload(): Promise<unknown>;
};

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
