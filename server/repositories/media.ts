import type { Database, Queryable } from '../db/database';
import { createDbFileStore } from '../files/fileStore';
import { fileUrl } from '../files/fileUrls';
import { revisionLog, type WriteBy } from './revisionLog';
import { requireStoredImage } from './fileReferences';
import { conflict, notFound } from '../../src/domain/errors';
import { MEDIA_SLOTS, type MediaSlot, type MediaSlotDefinition } from '../../src/domain/media';

interface MediaRow {
  slot_id: string;
  image_path: string;
  version: number;
  updated_at: Date;
}

const THIS_SLOT = 'This image slot';

export const placeholderUrl = (basePath: string, slotId: string) =>
  `${basePath}api/media/placeholder/${slotId}.svg`;

function slotFromRow(slot: MediaSlotDefinition, row: MediaRow | undefined, basePath: string) {
  const media: MediaSlot = {
    ...slot,
    imageUrl: row ? fileUrl(basePath, row.image_path) : placeholderUrl(basePath, slot.id),
    isPlaceholder: !row,
    updatedAt: row ? row.updated_at.toISOString() : null,
    version: row?.version ?? 0,
  };
  return media;
}

/** Version 0 means "never set": valid only while the slot has no row yet. */
async function insertFirst(tx: Queryable, slotId: string, imagePath: string, baseVersion: number) {
  if (baseVersion !== 0) return [];
  return tx.query<MediaRow>(
    `INSERT INTO media_slots (slot_id, image_path) VALUES ($1, $2)
     ON CONFLICT (slot_id) DO NOTHING RETURNING *`,
    [slotId, imagePath],
  );
}

export function mediaRepository(db: Database, basePath: string) {
  const store = createDbFileStore(db);
  const history = revisionLog(basePath);
  const versionOf = (row: MediaRow) => ({
    collection: 'media' as const,
    itemId: row.slot_id,
    version: row.version,
    content: { imagePath: row.image_path },
    at: row.updated_at,
  });

  return {
    /** Every slot in display order; one never set has version 0 and a placeholder image. */
    async list(): Promise<MediaSlot[]> {
      const rows = await db.query<MediaRow>('SELECT * FROM media_slots');
      const bySlot = new Map(rows.map((row) => [row.slot_id, row]));
      return MEDIA_SLOTS.map((slot) => slotFromRow(slot, bySlot.get(slot.id), basePath));
    },

    setImage: (slotId: string, imagePath: string, baseVersion: number, by: WriteBy) =>
      db.transaction(async (tx) => {
        const slot = MEDIA_SLOTS.find((candidate) => candidate.id === slotId);
        if (!slot) throw notFound(THIS_SLOT);
        await requireStoredImage(store, tx, imagePath, 'media');
        const [old] = await tx.query<MediaRow>(
          'SELECT * FROM media_slots WHERE slot_id = $1 FOR UPDATE',
          [slotId],
        );
        const [row] = old
          ? await tx.query<MediaRow>(
              `UPDATE media_slots SET image_path = $3, version = version + 1, updated_at = now()
               WHERE slot_id = $1 AND version = $2 RETURNING *`,
              [slotId, baseVersion, imagePath],
            )
          : await insertFirst(tx, slotId, imagePath, baseVersion);
        if (!row) throw conflict(THIS_SLOT);
        // The image it replaces stays: the version kept in history still shows it.
        if (old) await history.updated(tx, versionOf(row), versionOf(old), by);
        else await history.created(tx, versionOf(row), by);
        return slotFromRow(slot, row, basePath);
      }),
  };
}
