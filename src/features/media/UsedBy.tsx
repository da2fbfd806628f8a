import { Link } from 'react-router';
import type { FileUsage, FileUsageKind } from '../../domain/fileUsage';
import { MEDIA_SLOTS } from '../../domain/media';
import { paths } from '../../domain/paths';

const KIND_NAMES: Readonly<Record<FileUsageKind, string>> = {
  hero: 'Hero',
  guide: 'Guide',
  team: 'Team',
  media: 'Media slot',
  equipment: 'Equipment item',
  history: 'Earlier version',
  trash: 'Trash',
};

/** The page that shows a usage, or null where none exists yet (history and trash). */
function pageOf(usage: FileUsage): string | null {
  switch (usage.kind) {
    case 'hero':
      return paths.hero.href(usage.id);
    case 'guide':
      return paths.guide.href(usage.id);
    case 'team':
      return paths.team.href(usage.id);
    case 'media': {
      const group = MEDIA_SLOTS.find((slot) => slot.id === usage.id)?.group;
      return (group === 'talisman' ? paths.talisman : paths.upgrade).href();
    }
    case 'equipment':
      return paths.equipmentItem.href(usage.id);
    default:
      return null;
  }
}

/** "Used by" of one file: each record that shows it, linked to its page; or "Not used". */
export function UsedBy({ usages }: { usages: readonly FileUsage[] }) {
  if (usages.length === 0) return <p className="media-file__unused">Not used</p>;
  return (
    <div className="media-file__used">
      <p className="media-file__used-title">Used by</p>
      <ul className="media-file__usages">
        {usages.map((usage) => {
          const page = pageOf(usage);
          return (
            <li key={`${usage.kind}-${usage.id}`}>
              <span className="media-file__kind">{KIND_NAMES[usage.kind]}:</span>{' '}
              {page ? <Link to={page}>{usage.label}</Link> : usage.label}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
