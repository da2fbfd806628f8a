import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Hero } from '../../../domain/hero';
import { HeroForm } from './HeroForm';
import { HeroRowActions } from './HeroRowActions';
import { paths } from '../../../domain/paths';
import './heroAdmin.css';

/**
 * Edit and Delete on one hero's own page (admins only; loaded lazily): the same buttons and form
 * as in the list, and after a delete, back to the list the hero is gone from.
 */
export function HeroPageActions({ hero }: { hero: Hero }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  return (
    <div className="hero-page__admin">
      <HeroRowActions
        hero={hero}
        onEdit={() => setEditing((open) => !open)}
        onDeleted={() => navigate(paths.heroes.href(), { replace: true })}
      />
      {editing && (
        <HeroForm
          key={hero.id}
          hero={hero}
          // The usual tiers are always offered; this one too in case it is unusual.
          tiers={[hero.tier]}
          onClose={() => setEditing(false)}
        />
      )}
    </div>
  );
}
