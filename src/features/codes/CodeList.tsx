import type { ReactNode } from 'react';
import type { Code } from '../../domain/code';
import { CodeCard } from './CodeCard';

interface CodeListProps {
  codes: Code[];
  now: number;
  /** Admin controls under a card (Edit/Delete, or the edit form in its place). */
  renderExtra?: (code: Code) => ReactNode;
  /** Replaces the card itself, e.g. by the edit form of the code being edited. */
  renderInstead?: (code: Code) => ReactNode;
}

export function CodeList({ codes, now, renderExtra, renderInstead }: CodeListProps) {
  if (codes.length === 0)
    return <p className="codes__empty">No codes right now. Check back soon!</p>;
  return (
    <ul className="codes__list" aria-label="Codes">
      {codes.map((code) => (
        <li key={code.id} className="codes__item">
          {renderInstead?.(code) ?? (
            <>
              <CodeCard code={code} now={now} />
              {renderExtra?.(code)}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
