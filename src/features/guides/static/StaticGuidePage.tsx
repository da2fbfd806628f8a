import type { ReactNode } from 'react';
import {
  guideWithHeadingIds,
  readingMinutes,
  readingTimeLabel,
  TABLE_OF_CONTENTS_MIN_HEADINGS,
} from '../../../domain/guideMeta';
import { formatDate } from '../../../ui/formatDate';
import { usePageTitle } from '../../../ui/usePageTitle';
import { BackToGuides } from '../BackToGuides';
import { GuideToc } from '../GuideToc';
import { bodyHtml, withHeadingIds } from './staticGuideBody';
import { STATIC_GUIDES, STATIC_GUIDES_AUTHOR, type StaticGuideName } from './staticGuides';
import '../../../ui/guideHtml/guideContent.css';
import '../guides.css';

interface StaticGuidePageProps {
  /** Which guide it is: its title is there. */
  guide: StaticGuideName;
  lead: string;
  /** The day its text was last edited, `YYYY-MM-DD`: change it with the text. */
  updated: string;
  children: ReactNode;
}

/**
 * The frame of a fixed guide: no data calls, one credited author, the way back to the list, and
 * a community guide's date, reading time and contents (docs/product.md#static-guides).
 */
export function StaticGuidePage({ guide, lead, updated, children }: StaticGuidePageProps) {
  const { title } = STATIC_GUIDES[guide];
  usePageTitle(title);
  const html = `<p>${bodyHtml(lead)}</p>${bodyHtml(children)}`;
  const { headings } = guideWithHeadingIds(html);
  return (
    <article className="page guide-article">
      <BackToGuides />
      <h1>{title}</h1>
      <p className="guide-article__byline">By {STATIC_GUIDES_AUTHOR}</p>
      <p className="guide-article__dates">
        Updated <time dateTime={updated}>{formatDate(updated)}</time>
        {` · ${readingTimeLabel(readingMinutes(html))}`}
      </p>
      <p className="page__lead">{lead}</p>
      {headings.length >= TABLE_OF_CONTENTS_MIN_HEADINGS && <GuideToc headings={headings} />}
      <div className="guide-content">
        {withHeadingIds(
          children,
          headings.map((heading) => heading.id),
        )}
      </div>
    </article>
  );
}
