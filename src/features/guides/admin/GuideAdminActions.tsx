import { Link } from 'react-router';
import { errorMessage } from '../../../domain/errors';
import type { Guide } from '../../../domain/guide';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { useToast } from '../../../ui/Toast';
import { useDeleteGuide } from '../api/useDeleteGuide';

/** Edit and Delete on one guide card (admins only). */
export function GuideAdminActions({ guide }: { guide: Guide }) {
  const confirm = useConfirm();
  const toast = useToast();
  const remove = useDeleteGuide();

  async function handleDelete() {
    if (!(await confirm('Are you sure you want to delete this guide?'))) return;
    try {
      await remove.mutateAsync(guide.id);
      toast('Guide deleted.', { tone: 'success' });
    } catch (error) {
      toast(`Failed to delete guide: ${errorMessage(error)}`, { tone: 'error' });
    }
  }

  return (
    <div className="guide-card__actions">
      <Link
        to={`/admin/guides/edit/${encodeURIComponent(guide.id)}`}
        className="button button--secondary"
      >
        Edit
      </Link>
      <button
        type="button"
        className="button button--danger"
        onClick={() => void handleDelete()}
        disabled={remove.isPending}
      >
        Delete
      </button>
    </div>
  );
}
