import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useBackend } from '../../../backend';
import type { Guide } from '../../../domain/guide';
import { contentOfRecord } from '../../../domain/history';
import { HistoryButton } from '../../../data/history/HistoryButton';
import { useConfirmedDelete } from '../../../ui/useConfirmedDelete';
import { guideMutations } from '../api/guideMutations';
import { paths } from '../../../domain/paths';

interface GuideAdminActionsProps {
  guide: Guide;
  /** After the guide is deleted (its own page goes back to the list). */
  onDeleted?: () => void;
  className?: string;
}

/** Edit and Delete on one guide, on its card or its own page (admins only). */
export function GuideAdminActions({
  guide,
  onDeleted,
  className = 'guide-card__actions',
}: GuideAdminActionsProps) {
  const remove = useMutation(guideMutations(useBackend()).remove);
  const confirmedDelete = useConfirmedDelete();

  const handleDelete = () =>
    confirmedDelete({
      question: 'Are you sure you want to delete this guide?',
      remove: async () => {
        await remove.mutateAsync(guide.id);
        onDeleted?.();
      },
      deleted: 'Guide deleted.',
      failed: 'Failed to delete guide',
    });

  return (
    <div className={className}>
      <HistoryButton
        collection="guides"
        itemId={guide.id}
        name={guide.title}
        current={{ version: guide.version, content: contentOfRecord('guides', guide) }}
      />
      <Link to={paths.editGuide.href(guide.id)} className="button button--secondary">
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
