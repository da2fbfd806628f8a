import type { ReactNode } from 'react';
import { usePageTitle } from '../../../ui/usePageTitle';
import { BackToGuides } from '../BackToGuides';
import { STATIC_GUIDES_AUTHOR } from './staticGuides';
import '../../../ui/guideHtml/guideContent.css';
import '../guides.css';

interface StaticGuidePageProps {
  title: string;
  lead: string;
  children: ReactNode;
}

/** The frame of a fixed guide: no data calls, one credited author, the way back to the list. */
export function StaticGuidePage({ title, lead, children }: StaticGuidePageProps) {
  usePageTitle(title);
  return (
    <article className="page guide-article">
      <BackToGuides />
      <h1>{title}</h1>
      <p className="guide-article__dates">Written by {STATIC_GUIDES_AUTHOR}</p>
      <p className="page__lead">{lead}</p>
      <div className="guide-content">{children}</div>
    </article>
  );
}
