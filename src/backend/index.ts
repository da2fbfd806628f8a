import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { Backend } from './contract';
import { createHttpBackend } from './http';

export type { Backend } from './contract';

let backendPromise: Promise<Backend> | null = null;

/**
 * The adapter this build talks to, created once. Asynchronous so that an adapter chosen at build
 * time (VITE_BACKEND) can be a dynamic import that visitors of other builds never download: Vite
 * writes the variable's value into the condition, so each build keeps only its own branch.
 */
export function getBackend(): Promise<Backend> {
  backendPromise ??=
    import.meta.env.VITE_BACKEND === 'firebase'
      ? import('./firebase').then((firebase) =>
          firebase.createFirebaseBackend(firebase.firebaseOptionsFromEnv(import.meta.env)),
        )
      : Promise.resolve(createHttpBackend());
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
