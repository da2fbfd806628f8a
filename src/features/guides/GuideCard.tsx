import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { guidePreview } from '../../domain/guidePreview';
import type { Guide } from '../../domain/guide';
import { formatDate } from '../../ui/formatDate';
import { GuideTags } from './GuideTags';
import { STATIC_GUIDES_AUTHOR } from './static/staticGuides';
import { paths } from '../../domain/paths';

interface GuideCardProps {
  guide: Guide;
  /** Admin controls, rendered above the card's link so they stay clickable. */
  actions?: ReactNode;
}

/** Title, a 100-character preview, date, author, tags and the way in (docs/product.md#guides). */
export function GuideCard({ guide, actions }: GuideCardProps) {
  return (
    <li className="guide-card" data-testid="guide-card">
      <h3 className="guide-card__title">
        <Link to={paths.guide.href(guide.id)} className="guide-card__link">
          {guide.title}
        </Link>
      </h3>
      <p className="guide-card__preview">{guidePreview(guide.content)}</p>
      <p className="guide-card__meta">
        {!guide.published && <span className="guide-badge">Draft</span>}
        <time dateTime={guide.createdAt}>{formatDate(guide.createdAt)}</time>
        {` · By ${guide.author || STATIC_GUIDES_AUTHOR}`}
      </p>
      <GuideTags tags={guide.tags} />
      <p className="guide-card__more" aria-hidden="true">
        Click to read more →
      </p>
      {actions}
    </li>
  );
}
