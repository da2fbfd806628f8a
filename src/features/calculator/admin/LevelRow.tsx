import type { TableRow } from './tableRows';

interface LevelRowProps {
  row: TableRow;
  estimated: boolean;
  error: string | undefined;
  onChange: (points: string) => void;
}

export function LevelRow({ row, estimated, error, onChange }: LevelRowProps) {
  const inputId = `guild-level-${row.level}`;
  const errorId = `${inputId}-error`;
  return (
    <tr className={error ? 'table-editor__row table-editor__row--invalid' : 'table-editor__row'}>
      <th scope="row">
        <label htmlFor={inputId}>Level {row.level}</label>
      </th>
      <td>
        <input
          id={inputId}
          className="table-editor__input"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={row.points}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {error && (
          <p id={errorId} className="form__error table-editor__error">
            {error}
          </p>
        )}
      </td>
      <td>
        {estimated ? <span className="table-editor__estimated">estimated</span> : 'confirmed'}
      </td>
    </tr>
  );
}
