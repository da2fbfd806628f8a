import { useMutation } from '@tanstack/react-query';
import { useBackend } from '../../../backend';
import type { Hero } from '../../../domain/hero';
import { contentOfRecord } from '../../../domain/history';
import { RecordActions } from '../../../data/RecordActions';
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
  return (
    <RecordActions
      collection="heroes"
      record={hero}
      name={hero.name}
      content={contentOfRecord('heroes', hero)}
      onEdit={() => onEdit(hero)}
      remove={deleteHero.mutateAsync}
      deleting={deleteHero.isPending}
      deleteTexts={{
        question: `Are you sure you want to delete ${hero.name}?`,
        deleted: 'Hero deleted successfully!',
        failed: 'Failed to delete hero',
      }}
      afterDelete={onDeleted}
      className="hero-actions"
    />
  );
}
