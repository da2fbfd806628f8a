import { LoadError } from '../../../ui/LoadError';
import { Spinner } from '../../../ui/Spinner';
import { useGuideDrafts } from '../api/guideQueries';
import { GuideCard } from '../GuideCard';
import { GuideAdminActions } from './GuideAdminActions';

/** The unpublished guides, apart from the public list: admins only (docs/product.md#guide-drafts). */
export function DraftGuides() {
  const drafts = useGuideDrafts();

  let body;
  if (drafts.isPending) body = <Spinner label="Loading drafts…" />;
  else if (drafts.isError) {
    body = <LoadError summary="Could not load the drafts" query={drafts} />;
  } else if (drafts.data.length === 0) {
    body = <p className="guides__empty">No drafts.</p>;
  } else {
    body = (
      <ul className="guide-cards">
        {drafts.data.map((guide) => (
          <GuideCard key={guide.id} guide={guide} actions={<GuideAdminActions guide={guide} />} />
        ))}
      </ul>
    );
  }

  return (
    <section className="guides__group" aria-labelledby="draft-guides">
      <h2 id="draft-guides">Drafts</h2>
      {body}
    </section>
  );
}
