import { Link } from 'react-router';
import { statsLine, type EquipmentItem } from '../../domain/equipment';
import { EquipmentImage } from './EquipmentImage';
import { paths } from '../../domain/paths';

/** A card's thumbnail, in CSS pixels. */
export const THUMBNAIL_SIZE = 64;
/** How many of an item's stats its card shows. */
const CARD_STATS = 2;

/** One item of the list, linking to its page. */
export function EquipmentCard({ item }: { item: EquipmentItem }) {
  const stats = statsLine(item.stats, CARD_STATS);
  return (
    <Link to={paths.equipmentItem.href(item.id)} className="equipment-card">
      <EquipmentImage src={item.thumbnailUrl || item.imageUrl} alt="" size={THUMBNAIL_SIZE} />
      <span className="equipment-card__text">
        <span className="equipment-card__name">{item.name}</span>
        <span className="equipment-card__meta">
          {item.slot} ·{' '}
          <span className={`rarity rarity--${item.rarity.toLowerCase()}`}>{item.rarity}</span>
        </span>
        {stats && <span className="equipment-card__stats">{stats}</span>}
      </span>
    </Link>
  );
}
