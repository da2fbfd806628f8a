import { useState, useSyncExternalStore } from 'react';
import { lazyNamed } from '../../ui/lazyNamed';
import { GuideHtml, type DecorateGuideHtml } from './GuideHtml';

/** The sanitizer (DOMPurify) is downloaded the first time the browser renders a guide itself. */
const SanitizedGuideHtml = lazyNamed(() => import('./SanitizedGuideHtml'), 'SanitizedGuideHtml');

const subscribeToNothing = () => () => {};

/** True while React hydrates server HTML (and on the server); false for the browser's renders. */
const useHydrating = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );

/**
 * A guide's body exactly as readers see it; the editor's preview uses this same component, so
 * what an admin previews is what gets published. Every rendering goes through the one sanitizer
 * (docs/decisions.md#one-sanitizer), on the server or in the browser. A server-rendered guide
 * arrives sanitized: hydrating keeps that markup as it is (React does not rewrite it), so the
 * browser needs the sanitizer only when it renders a guide itself: another guide, a new version,
 * the editor's preview.
 */
export function GuideContent({
  html,
  decorate,
}: {
  html: string;
  /** What the page changes in the sanitized HTML (GuideHtml.tsx), e.g. heading ids. */
  decorate?: DecorateGuideHtml;
}) {
  const hydrating = useHydrating();
  const inBrowser = typeof document !== 'undefined';
  // The content this very element was hydrated with: its DOM holds the server's sanitized markup.
  const [hydratedWith] = useState(() => (hydrating && inBrowser ? html : null));
  if (hydratedWith === html) return <GuideHtml sanitized={html} decorate={decorate} />;
  return <SanitizedGuideHtml html={html} decorate={decorate} />;
}
