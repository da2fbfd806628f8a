import { type HistoryCollection, type Revision } from '../../domain/history';
import { changedFields } from '../../domain/historyDisplay';
import { useHeroNames } from './useHeroNames';
import { useItemNames } from './useItemNames';
import { useModeNames } from './useModeNames';

export interface CurrentContent {
  version: number;
  content: unknown;
  imageUrls: Record<string, string>;
}

interface VersionComparisonProps {
  collection: HistoryCollection;
  revision: Revision;
  current: CurrentContent;
}

function Value({ text, imageUrl, alt }: { text: string; imageUrl?: string; alt: string }) {
  if (imageUrl) return <img className="history-compare__image" src={imageUrl} alt={alt} />;
  return <div className="history-compare__text">{text || '—'}</div>;
}

/** One earlier version beside the current one: only the fields that differ. */
export function VersionComparison({ collection, revision, current }: VersionComparisonProps) {
  const changes = changedFields(
    collection,
    revision.content,
    current.content,
    useModeNames(),
    useHeroNames(collection),
    useItemNames(collection),
  );
  if (!changes.length) return <p className="history__same">Same as the current version.</p>;
  const before = `Version ${revision.version}`;
  return (
    <div className="history-compare__wrap">
      <table className="history-compare">
        <caption>{before} compared with the current one</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">{before}</th>
            <th scope="col">Current</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.field}>
              <th scope="row">{change.field}</th>
              <td>
                <Value
                  text={change.before}
                  imageUrl={change.images && revision.imageUrls[change.images.before]}
                  alt={`${change.field} of ${before.toLowerCase()}`}
                />
              </td>
              <td>
                <Value
                  text={change.after}
                  imageUrl={change.images && current.imageUrls[change.images.after]}
                  alt={`Current ${change.field.toLowerCase()}`}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
