import { createContext, useContext } from 'react';
import type { AuthUser } from '../domain/user';

/**
 * While a server-rendered page hydrates, what the server rendered with: who was signed in and
 * when. Hooks whose first value would otherwise come from the browser (the signed-in user, the
 * current time) start from it, so the first render matches the HTML; they then move on.
 * Null when the page was rendered in the browser from the start.
 */
export interface ServerSnapshot {
  user: AuthUser | null;
  renderedAt: number;
}

export const ServerSnapshotContext = createContext<ServerSnapshot | null>(null);

export const useServerSnapshot = () => useContext(ServerSnapshotContext);
