import { Suspense, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useIsAdmin } from '../../backend/useAuth';
import { isBackendError } from '../../domain/errors';
import type { Guide } from '../../domain/guide';
import {
  guideWithHeadingIds,
  readingMinutes,
  readingTimeLabel,
  TABLE_OF_CONTENTS_MIN_HEADINGS,
  withHeadingIds,
} from '../../domain/guideMeta';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { lazyAdminPart } from '../../ui/lazyNamed';
import { usePageTitle } from '../../ui/usePageTitle';
import { useGuide } from './api/guideQueries';
import { BackToGuides } from './BackToGuides';
import { formatDate } from '../../ui/formatDate';
import { wasUpdated } from '../../domain/wasUpdated';
import { GuideContent } from '../../ui/guideHtml/GuideContent';
import { GuideTags } from './GuideTags';
import { GuideToc } from './GuideToc';
import { STATIC_GUIDES_AUTHOR } from './static/staticGuides';
import { paths } from '../../domain/paths';
import { GUIDE_NOT_FOUND } from './guideNotFound';
import './guides.css';

// Admin-only: downloaded the first time an admin opens a guide, never by visitors.
const GuideAdminActions = lazyAdminPart(
  () => import('./admin/GuideAdminActions'),
  'GuideAdminActions',
);

function GuideArticle({ guide }: { guide: Guide }) {
  usePageTitle(guide.title);
  const isAdmin = useIsAdmin();
  const navigate = useNavigate();
  const { headings } = guideWithHeadingIds(guide.content);
  return (
    <article className="page guide-article">
      <BackToGuides />
      <h1>{guide.title}</h1>
      <p className="guide-article__byline">By {guide.author || STATIC_GUIDES_AUTHOR}</p>
      <p className="guide-article__dates">
        {/* Only admins can open a draft (docs/product.md#guide-drafts). */}
        {!guide.published && <span className="guide-badge">Draft</span>}
        Written <time dateTime={guide.createdAt}>{formatDate(guide.createdAt)}</time>
        {wasUpdated(guide.createdAt, guide.updatedAt) && (
          <>
            {' · Updated '}
            <time dateTime={guide.updatedAt}>{formatDate(guide.updatedAt)}</time>
          </>
        )}
        {` · ${readingTimeLabel(readingMinutes(guide.content))}`}
      </p>
      <GuideTags tags={guide.tags} />
      {isAdmin && (
        <Suspense fallback={null}>
          <GuideAdminActions
            guide={guide}
            className="guide-article__actions"
            onDeleted={() => navigate(paths.guides.href(), { replace: true })}
          />
        </Suspense>
      )}
      {headings.length >= TABLE_OF_CONTENTS_MIN_HEADINGS && <GuideToc headings={headings} />}
      <GuideContent html={guide.content} decorate={withHeadingIds} />
    </article>
  );
}

function GuideMessage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="page">
      <BackToGuides />
      <h1>{title}</h1>
      {children}
    </section>
  );
}

export function GuideDetailPage() {
  const { id = '' } = useParams();
  const guide = useGuide(id);

  if (guide.isPending) return <Spinner label="Loading the guide…" />;
  if (guide.isError) {
    if (isBackendError(guide.error, 'not-found')) {
      return (
        <GuideMessage title={GUIDE_NOT_FOUND}>
          <p>
            This guide does not exist, or it was removed. The guide list has everything we have.
          </p>
        </GuideMessage>
      );
    }
    return (
      <GuideMessage title="Guide">
        <LoadError summary="Could not load this guide" query={guide} />
      </GuideMessage>
    );
  }
  return <GuideArticle guide={guide.data} />;
}
