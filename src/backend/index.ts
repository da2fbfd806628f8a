import { createContext, createElement, useContext, type ReactNode } from 'react';
import { createBackend } from '#backend-adapter';
import type { Backend } from './contract';

export type { Backend, ReadBackend } from './contract';

let backendPromise: Promise<Backend> | null = null;

/**
 * The adapter this build talks to, created once. `#backend-adapter` is chosen at build time by
 * VITE_BACKEND (vite.config.ts resolves it to `http/adapter.ts` or `firebase/adapter.ts`), so a
 * build holds only its own adapter and none of the other's loading code. Type-checking and tests
 * see the default one (tsconfig.json, vitest.config.ts); both have the same type.
 */
export function getBackend(): Promise<Backend> {
  backendPromise ??= createBackend();
  return backendPromise;
}

const BackendContext = createContext<Backend | null>(null);

export function BackendProvider({ backend, children }: { backend: Backend; children: ReactNode }) {
  return createElement(BackendContext.Provider, { value: backend }, children);
}

export function useBackend(): Backend {
  const backend = useContext(BackendContext);
  if (!backend) throw new Error('useBackend must be used inside <BackendProvider>.');
  return backend;
}
