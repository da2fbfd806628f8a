import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useBackend } from '../../../backend';
import type { Guide } from '../../../domain/guide';
import { contentOfRecord } from '../../../domain/history';
import { HistoryButton } from '../../history/HistoryButton';
import { useConfirmedDelete } from '../../../ui/useConfirmedDelete';
import { guideMutations } from '../api/guideMutations';

/** Edit and Delete on one guide card (admins only). */
export function GuideAdminActions({ guide }: { guide: Guide }) {
  const remove = useMutation(guideMutations(useBackend()).remove);
  const confirmedDelete = useConfirmedDelete();

  const handleDelete = () =>
    confirmedDelete({
      question: 'Are you sure you want to delete this guide?',
      remove: () => remove.mutateAsync(guide.id),
      deleted: 'Guide deleted.',
      failed: 'Failed to delete guide',
    });

  return (
    <div className="guide-card__actions">
      <HistoryButton
        collection="guides"
        itemId={guide.id}
        name={guide.title}
        current={{ version: guide.version, content: contentOfRecord('guides', guide) }}
      />
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
