import { useParams } from 'react-router';
import { Link } from 'react-router';
import { errorMessage, isBackendError } from '../../../domain/errors';
import { Spinner } from '../../../ui/Spinner';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useGuideForEditing } from '../api/useGuideForEditing';
import { GuideEditorForm } from './GuideEditorForm';

const NEW_GUIDE = { title: '', content: '', baseVersion: null };

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
        <p className="form__error" role="alert">
          {isBackendError(guide.error, 'not-found')
            ? 'This guide does not exist, or it was removed.'
            : `Could not load this guide: ${errorMessage(guide.error)}`}
        </p>
        <Link to="/guides" className="button button--secondary">
          Back to Guides
        </Link>
      </div>
    );
  }
  const { title, content, version } = guide.data;
  return (
    <GuideEditorForm key={id} guideId={id} initial={{ title, content, baseVersion: version }} />
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
