import type { DocumentData } from 'firebase/firestore/lite';
import type { TrashCollection } from '../../domain/history';
import { keptCreatedAt } from './converters';
import { codeFields, codeFromDoc } from './codeDocs';
import { gameModeFields, gameModeFromDoc } from './gameModeDocs';
import { guideContentFields, guideFromDoc } from './guideDocs';
import { heroFromDoc } from './heroDocReads';
import { equipmentFields, equipmentFromDoc } from './equipmentDocs';
import { heroContentFields } from './heroDocs';
import { heroStoredFiles, stringList } from './historyOf';
import { teamFields, teamFromDoc } from './teams';

/**
 * A trashed document as it comes back: rebuilt the way an edit writes it (a document of the
 * upstream site may lack fields, or hold ones the rules refuse), as `version`, with the
 * `createdAt` it had.
 */
export function restoredDocument(
  collectionName: TrashCollection,
  id: string,
  record: DocumentData,
  version: number,
  now: string,
): DocumentData {
  const kept = { ...keptCreatedAt(record), version };
  switch (collectionName) {
    case 'heroes': {
      const hero = heroFromDoc(id, record);
      const fields = heroContentFields(hero, hero.imageUrl, heroStoredFiles(id, record));
      return { ...fields, tierHistory: hero.tierHistory, updatedAt: now, ...kept };
    }
    case 'codes':
      return { ...codeFields(codeFromDoc(id, record)), ...kept };
    case 'guides': {
      const guide = guideFromDoc(id, record);
      const { images, ...fields } = guideContentFields(
        guide,
        stringList(record.images),
        guide.published,
      );
      // A guide of the upstream site lists no images, and comes back so: the images its content
      // shows are then found there (imageUsages.ts), not taken for unused.
      const listed = Array.isArray(record.images) ? { images } : {};
      return { ...fields, ...listed, author: guide.author, updatedAt: now, ...kept };
    }
    case 'modes':
      return { ...gameModeFields(gameModeFromDoc(id, record)), updatedAt: now, ...kept };
    // A team comes back with the mode and heroes it names, live or not (docs/product.md#teams).
    case 'teams': {
      const team = teamFromDoc(id, record);
      return { ...teamFields(team, stringList(record.images)), updatedAt: now, ...kept };
    }
    case 'equipment': {
      const item = equipmentFromDoc(id, record);
      return { ...equipmentFields(item), imageUrl: item.imageUrl, updatedAt: now, ...kept };
    }
  }
}
