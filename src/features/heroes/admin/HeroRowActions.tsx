import { errorMessage } from '../../../domain/errors';
import type { Hero } from '../../../domain/hero';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { useToast } from '../../../ui/Toast';
import { useDeleteHero } from './useDeleteHero';
import './heroAdmin.css';

interface HeroRowActionsProps {
  hero: Hero;
  onEdit: (hero: Hero) => void;
}

/** Edit and Delete for one hero (admins only; loaded lazily). */
export function HeroRowActions({ hero, onEdit }: HeroRowActionsProps) {
  const confirm = useConfirm();
  const toast = useToast();
  const deleteHero = useDeleteHero();

  async function handleDelete() {
    if (!(await confirm(`Are you sure you want to delete ${hero.name}?`))) return;
    try {
      await deleteHero.mutateAsync(hero.id);
      toast('Hero deleted successfully!', { tone: 'success' });
    } catch (error) {
      toast(`Failed to delete hero: ${errorMessage(error)}`, { tone: 'error' });
    }
  }

  return (
    <div className="hero-actions">
      <button
        type="button"
        className="button button--secondary"
        aria-label={`Edit ${hero.name}`}
        onClick={() => onEdit(hero)}
      >
        Edit
      </button>
      <button
        type="button"
        className="button button--danger"
        aria-label={`Delete ${hero.name}`}
        disabled={deleteHero.isPending}
        onClick={handleDelete}
      >
        Delete
      </button>
    </div>
  );
}
