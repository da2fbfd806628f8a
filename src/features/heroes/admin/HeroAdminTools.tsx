import { FORM_CLOSED, type HeroFormMode } from '../heroFormMode';
import { GameModesEditor } from './GameModesEditor';
import { HeroExportButton } from './HeroExportButton';
import { HeroForm } from './HeroForm';
import { HeroImportButton } from './HeroImportButton';
import './heroAdmin.css';

interface HeroAdminToolsProps {
  tiers: readonly string[];
  mode: HeroFormMode;
  onModeChange: (mode: HeroFormMode) => void;
}

/** The admin bar of the hero list: add, import, export, the game modes, and the add/edit form. */
export function HeroAdminTools({ tiers, mode, onModeChange }: HeroAdminToolsProps) {
  const adding = mode.kind === 'add';
  return (
    <div className="hero-admin">
      <div className="hero-admin__toolbar">
        <button
          type="button"
          className="button"
          aria-expanded={adding}
          onClick={() => onModeChange(adding ? FORM_CLOSED : { kind: 'add' })}
        >
          {adding ? 'Cancel' : 'Add New Hero'}
        </button>
        <HeroExportButton />
        <HeroImportButton />
      </div>
      <GameModesEditor />
      {mode.kind !== 'closed' && (
        <HeroForm
          // A new key per hero (or for adding) starts the form afresh: closing it resets it.
          key={mode.kind === 'edit' ? `edit-${mode.hero.id}` : 'add'}
          hero={mode.kind === 'edit' ? mode.hero : null}
          tiers={tiers}
          onClose={() => onModeChange(FORM_CLOSED)}
        />
      )}
    </div>
  );
}
