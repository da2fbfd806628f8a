import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../domain/errors';
import type { GuildLevelTable } from '../../../domain/guildTable';
import { useSaveFailure } from '../../../ui/forms/useSaveFailure';
import { useToast } from '../../../ui/Toast';
import { VersionedEditorActions, type VersionedItem } from '../../../data/VersionedEditorActions';
import { LevelRow, levelInputId } from './LevelRow';
import {
  invalidRowsMessage,
  isStillEstimated,
  readTableRows,
  rowsFromLevels,
  type TableRow,
} from './tableRows';
import { useSaveGuildTable } from '../api/useSaveGuildTable';
import { GUILD_TABLE_ITEM } from '../../../domain/history';
import { countOf } from '../../../domain/plural';

const TABLE_HISTORY: VersionedItem = {
  collection: 'guildTable',
  itemId: GUILD_TABLE_ITEM,
  name: 'the guild level table',
};

/**
 * Admin editor of the 49 level values (docs/decisions.md#guild-table-is-data). It keeps the
 * version it was opened on, so a save over someone else's newer table is refused as a conflict
 * and the typing stays.
 */
export function GuildTableEditor({ table }: { table: GuildLevelTable }) {
  const [baseVersion, setBaseVersion] = useState(table.version);
  const [rows, setRows] = useState(() => rowsFromLevels(table.levels));
  const [confirmAll, setConfirmAll] = useState(false);
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({});
  // A newer table from elsewhere (a version restored from the history) replaces what is shown.
  const [shownVersion, setShownVersion] = useState(table.version);
  if (table.version !== shownVersion) {
    setShownVersion(table.version);
    if (table.version > baseVersion) {
      setBaseVersion(table.version);
      setRows(rowsFromLevels(table.levels));
    }
  }
  const saveFailure = useSaveFailure();
  const save = useSaveGuildTable();
  const toast = useToast();
  const estimatedCount = rows.filter((row) => isStillEstimated(row, confirmAll)).length;

  const edit = (index: number, points: string) =>
    setRows((current) =>
      current.map((row, at) => (at === index ? { ...row, points, edited: true } : row)),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    saveFailure.clear();
    const result = readTableRows(rows, confirmAll);
    setRowErrors(result.ok ? {} : result.rowErrors);
    if (!result.ok) {
      saveFailure.fail(result.message ?? invalidRowsMessage(rows, result.rowErrors));
      // The first wrong value may be rows away from the save button: it takes the focus, which
      // brings it into view below the sticky header.
      const first = rows.find((_row, index) => result.rowErrors[index]);
      if (first) document.getElementById(levelInputId(first.level))?.focus();
      return;
    }
    try {
      const saved = await save.mutateAsync({ levels: result.levels, baseVersion });
      setBaseVersion(saved.version);
      setRows(rowsFromLevels(saved.levels));
      setConfirmAll(false);
      toast('Level table saved.', { tone: 'success' });
    } catch (error) {
      saveFailure.fail(`Failed to save the level table: ${errorMessage(error)}`, error);
    }
  };

  return (
    <details className="calculator__editor">
      <summary>Edit the level table (admin)</summary>
      <form className="form table-editor" noValidate onSubmit={submit} aria-label="Level table">
        <p className="table-editor__hint">
          Points needed to reach each level from the one before. Each level needs more points than
          the level before it. {countOf(estimatedCount, 'value')}{' '}
          {estimatedCount === 1 ? 'is' : 'are'} still estimated: editing a value, or confirming all
          shown values, marks it as confirmed when you save.
        </p>
        <table className="table table-editor__table">
          <thead>
            <tr>
              <th scope="col">Level</th>
              <th scope="col">Points</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row: TableRow, index) => (
              <LevelRow
                key={row.level}
                row={row}
                estimated={isStillEstimated(row, confirmAll)}
                error={rowErrors[index]}
                onChange={(points) => edit(index, points)}
              />
            ))}
          </tbody>
        </table>
        <label className="table-editor__confirm">
          <input
            type="checkbox"
            checked={confirmAll}
            onChange={(event) => setConfirmAll(event.target.checked)}
          />
          Confirm all shown values
        </label>
        <VersionedEditorActions
          className="table-editor__actions"
          saveLabel="Save table"
          failure={saveFailure.failure}
          saving={save.isPending}
          item={TABLE_HISTORY}
          current={{ version: table.version, content: { levels: table.levels } }}
        />
      </form>
    </details>
  );
}
