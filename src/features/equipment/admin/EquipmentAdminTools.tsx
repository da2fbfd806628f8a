import { useState } from 'react';
import { equipmentSlotsOf, slotsInUse, type EquipmentItem } from '../../../domain/equipment';
import type { SiteSettings } from '../../../domain/siteSettings';
import { EquipmentForm } from './EquipmentForm';
import { EquipmentImagesUpload } from './EquipmentImagesUpload';
import { EquipmentSlotsEditor } from './EquipmentSlotsEditor';
import './equipmentAdmin.css';

interface EquipmentAdminToolsProps {
  /** Every live item. */
  items: readonly EquipmentItem[];
  /** The site settings as read (undefined while they load or when they could not be read). */
  settings: SiteSettings | undefined;
}

/**
 * The admin's tools on the equipment list: "Add item" and its form, the bulk image upload, and the
 * slot list's editor.
 */
export function EquipmentAdminTools({ items, settings }: EquipmentAdminToolsProps) {
  const [adding, setAdding] = useState(false);
  const slots = slotsInUse(equipmentSlotsOf(settings), items);
  return (
    <div className="equipment-admin">
      <div className="equipment-admin__toolbar">
        <button
          type="button"
          className={adding ? 'button button--secondary' : 'button'}
          aria-expanded={adding}
          onClick={() => setAdding((open) => !open)}
        >
          {adding ? 'Cancel' : 'Add item'}
        </button>
      </div>
      {adding && <EquipmentForm item={null} slots={slots} onClose={() => setAdding(false)} />}
      {items.length > 0 && <EquipmentImagesUpload items={items} />}
      {settings && <EquipmentSlotsEditor settings={settings} items={items} />}
    </div>
  );
}
