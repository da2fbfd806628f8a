import { useMutation } from '@tanstack/react-query';
import { useBackend } from '../../../backend';
import type { Hero } from '../../../domain/hero';
import { contentOfRecord } from '../../../domain/history';
import { EditDeleteButtons } from '../../../ui/EditDeleteButtons';
import { HistoryButton } from '../../../data/history/HistoryButton';
import { useConfirmedDelete } from '../../../ui/useConfirmedDelete';
import { heroMutations } from '../api/heroMutations';
import './heroAdmin.css';

interface HeroRowActionsProps {
  hero: Hero;
  onEdit: (hero: Hero) => void;
  /** After the hero is deleted (its own page goes back to the list). */
  onDeleted?: () => void;
}

/** Edit and Delete for one hero (admins only; loaded lazily). */
export function HeroRowActions({ hero, onEdit, onDeleted }: HeroRowActionsProps) {
  const deleteHero = useMutation(heroMutations(useBackend()).remove);
  const confirmedDelete = useConfirmedDelete();

  const handleDelete = () =>
    confirmedDelete({
      question: `Are you sure you want to delete ${hero.name}?`,
      remove: async () => {
        await deleteHero.mutateAsync(hero.id);
        onDeleted?.();
      },
      deleted: 'Hero deleted successfully!',
      failed: 'Failed to delete hero',
    });

  return (
    <EditDeleteButtons
      name={hero.name}
      onEdit={() => onEdit(hero)}
      onDelete={() => void handleDelete()}
      deleting={deleteHero.isPending}
      className="hero-actions"
    >
      <HistoryButton
        collection="heroes"
        itemId={hero.id}
        name={hero.name}
        current={{
          version: hero.version,
          content: contentOfRecord('heroes', hero),
          imageUrls: hero.imagePath ? { [hero.imagePath]: hero.imageUrl } : {},
        }}
      />
    </EditDeleteButtons>
  );
}
