import type { ImportError } from '../../../domain/heroImport';

/** "Errors ({n}):" and one "Failed to import {name}: {reason}" per failure, when there are any. */
export function ImportErrors({ errors }: { errors: readonly ImportError[] }) {
  if (!errors.length) return null;
  return (
    <>
      <p>Errors ({errors.length}):</p>
      <ul>
        {errors.map((failure, index) => (
          <li key={index}>
            Failed to import {failure.name}: {failure.reason}
          </li>
        ))}
      </ul>
    </>
  );
}
