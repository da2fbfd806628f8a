import { useState } from 'react';
import { TeamForm } from './TeamForm';

/** "Add team" above the list (admins only; loaded lazily): opens the form, and closes it again. */
export function TeamsAdminTools() {
  const [adding, setAdding] = useState(false);
  return (
    <div className="teams__admin">
      <div className="teams__toolbar">
        <button
          type="button"
          className={adding ? 'button button--secondary' : 'button'}
          aria-expanded={adding}
          onClick={() => setAdding((open) => !open)}
        >
          {adding ? 'Cancel' : 'Add team'}
        </button>
      </div>
      {adding && <TeamForm team={null} onClose={() => setAdding(false)} />}
    </div>
  );
}
