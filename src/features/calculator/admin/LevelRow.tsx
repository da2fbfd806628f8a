import { FieldError } from '../../../ui/forms/FieldError';
import { invalidField } from '../../../ui/forms/invalidField';
import type { TableRow } from './tableRows';

interface LevelRowProps {
  row: TableRow;
  estimated: boolean;
  error: string | undefined;
  onChange: (points: string) => void;
}

export const levelInputId = (level: number) => `guild-level-${level}`;

export function LevelRow({ row, estimated, error, onChange }: LevelRowProps) {
  const inputId = levelInputId(row.level);
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
          {...invalidField(errorId, error)}
          onChange={(event) => onChange(event.target.value)}
        />
        <FieldError id={errorId} message={error} className="table-editor__error" />
      </td>
      <td>
        {estimated ? <span className="table-editor__estimated">estimated</span> : 'confirmed'}
      </td>
    </tr>
  );
}
