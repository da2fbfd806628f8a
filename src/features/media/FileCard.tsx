import { useId } from 'react';
import { fileNameOf } from '../../domain/files';
import type { StoredFileInfo } from '../../domain/fileUsage';
import { formatFileSize } from './formatFileSize';
import { UsedBy } from './UsedBy';

const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

interface FileCardProps {
  file: StoredFileInfo;
  onDelete: (file: StoredFileInfo) => void;
  /** Disables Delete while a delete is under way. */
  deleting: boolean;
}

/** One stored file of the media library: thumbnail, name, size, date, where it is used. */
export function FileCard({ file, onDelete, deleting }: FileCardProps) {
  const reasonId = useId();
  const name = fileNameOf(file.path);
  const inUse = file.usedBy.length > 0;
  return (
    <article className="media-file" data-testid="media-file" data-path={file.path}>
      <img
        className="media-file__thumb"
        src={file.thumbnailUrl}
        alt={name}
        width={72}
        height={72}
        loading="lazy"
      />
      <div className="media-file__body">
        <h2 className="media-file__name">{name}</h2>
        <p className="media-file__meta">
          {formatFileSize(file.size)} ·{' '}
          <time dateTime={file.createdAt}>{DATE_FORMAT.format(new Date(file.createdAt))}</time>
        </p>
        <UsedBy usages={file.usedBy} />
        <div className="media-file__actions">
          <button
            type="button"
            className="button button--danger"
            aria-label={`Delete ${name}`}
            aria-describedby={inUse ? reasonId : undefined}
            disabled={inUse || deleting}
            onClick={() => onDelete(file)}
          >
            Delete
          </button>
          {inUse && (
            <p id={reasonId} className="media-file__reason">
              In use: it can be deleted once nothing shows it.
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
