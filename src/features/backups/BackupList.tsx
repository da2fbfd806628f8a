import { formatBackupSize, formatBackupTime } from '../../domain/backups';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { useBackupList } from './api/backupQueries';

/** The backups in the server's folder, newest first, each a plain download link. */
export function BackupList() {
  const list = useBackupList();
  if (list.isPending) return <Spinner label="Loading the backups…" />;
  if (list.isError) return <LoadError summary="Failed to load the backups" query={list} />;
  if (!list.data.length) {
    return <p>No backups in the server&apos;s backup folder yet.</p>;
  }
  return (
    <ul className="backups__list" aria-label="Backups on the server">
      {list.data.map((file) => (
        <li key={file.name} className="backups__item">
          <span className="backups__when">
            {formatBackupTime(file.createdAt)}
            {file.kind === 'before-restore' && (
              <span className="backups__kind"> (saved before a restore)</span>
            )}
          </span>
          <span className="backups__name">{file.name}</span>
          <span className="backups__size">{formatBackupSize(file.size)}</span>
          <a
            className="button button--secondary backups__download"
            href={file.url}
            download
            aria-label={`Download ${file.name}`}
          >
            Download
          </a>
        </li>
      ))}
    </ul>
  );
}
