import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named export, so pages keep named exports like everything else. */
export function lazyNamed<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
