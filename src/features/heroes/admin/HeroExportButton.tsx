import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useBackend } from '../../../backend';
import { errorMessage } from '../../../domain/errors';
import { exportFileName, exportHeroes } from '../../../domain/heroExport';
import { useToast } from '../../../ui/Toast';
import { heroQueries } from '../api/heroQueries';

/**
 * Downloads the current heroes as `heroes-YYYY-MM-DD.json` in the import format, their ratings
 * under the names of the live game modes and their recommended equipment as the live items' names.
 */
export function HeroExportButton() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function handleExport() {
    setBusy(true);
    try {
      // Fresh from the server: an export is a backup, not a copy of what this tab last saw. The
      // live game modes name the heroes' ratings in the file, the live items their equipment.
      const [heroes, modes, items] = await Promise.all([
        queryClient.fetchQuery({ ...heroQueries.list(backend), staleTime: 0 }),
        backend.modes.list(),
        backend.equipment.list(),
      ]);
      const json = `${JSON.stringify(exportHeroes(heroes, modes, items), null, 2)}\n`;
      const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = exportFileName(new Date());
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked on the next task: the click has handed the blob to the download by then.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      toast(`Failed to export heroes: ${errorMessage(error)}`, { tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={busy}
      onClick={handleExport}
    >
      Export Heroes (JSON)
    </button>
  );
}
