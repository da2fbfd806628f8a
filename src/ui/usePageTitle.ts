import { useEffect } from 'react';

export const SITE_NAME = 'Hero Guide';

/** Names the browser tab (and history entries) after the page being read. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${SITE_NAME}`;
  }, [title]);
}
