import { Link, useParams } from 'react-router';
import { isBackendError } from '../../../domain/errors';
import { LoadError } from '../../../ui/LoadError';
import { Spinner } from '../../../ui/Spinner';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useGuideForEditing } from '../api/guideQueries';
import { GuideEditorForm } from './GuideEditorForm';
import { paths } from '../../../domain/paths';

const NEW_GUIDE = { title: '', content: '', baseVersion: null, published: false, tags: [] };

export function CreateGuidePage() {
  usePageTitle('Create Guide');
  return (
    <section className="page guide-editor-page">
      <h1>Create Guide</h1>
      <GuideEditorForm guideId={null} initial={NEW_GUIDE} />
    </section>
  );
}

function EditGuideBody({ id }: { id: string }) {
  const guide = useGuideForEditing(id);
  if (guide.isPending) return <Spinner label="Loading the guide…" />;
  if (guide.isError) {
    return (
      <div className="guides__error">
        {isBackendError(guide.error, 'not-found') ? (
          <p className="form__error" role="alert">
            This guide does not exist, or it was removed.
          </p>
        ) : (
          <LoadError summary="Could not load this guide" query={guide} />
        )}
        <Link to={paths.guides.href()} className="button button--secondary">
          Back to Guides
        </Link>
      </div>
    );
  }
  const { title, content, version, published, tags } = guide.data;
  return (
    <GuideEditorForm
      key={id}
      guideId={id}
      initial={{ title, content, baseVersion: version, published, tags }}
    />
  );
}

export function EditGuidePage() {
  const { id = '' } = useParams();
  usePageTitle('Edit Guide');
  return (
    <section className="page guide-editor-page">
      <h1>Edit Guide</h1>
      <EditGuideBody id={id} />
    </section>
  );
}
