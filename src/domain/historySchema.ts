import { codeInputSchema } from './codeSchema';
import { guideInputSchema } from './guideSchema';
import { guildLevelsSchema } from './guildTableSchema';
import { heroInputSchema } from './heroSchema';
import { gameModeInputSchema } from './gameModeSchema';
import { equipmentInputSchema } from './equipmentSchema';
import { siteSettingsInputSchema } from './siteSettingsSchema';
import { teamInputSchema } from './teamSchema';
import type { HistoryCollection, HistoryContent } from './history';
import { z } from './zod';
import { parseOrInvalid } from './validation';
import { storableString } from './storableText';

const CONTENT_SCHEMAS = {
  heroes: heroInputSchema,
  codes: codeInputSchema,
  guides: guideInputSchema,
  guildTable: z.object({ levels: guildLevelsSchema }),
  media: z.object({ imagePath: storableString().min(1) }),
  site: siteSettingsInputSchema,
  modes: gameModeInputSchema,
  teams: teamInputSchema,
  equipment: equipmentInputSchema,
};

/**
 * The content of a kept version, checked as a write of it today would be: restoring goes through
 * the same rules as saving (a version the rules have since outgrown is refused with their message).
 */
export function restorableContent<C extends HistoryCollection>(
  collection: C,
  content: unknown,
): HistoryContent[C] {
  return parseOrInvalid(CONTENT_SCHEMAS[collection], content) as HistoryContent[C];
}

/** How one backend saves restored content of each collection: its ordinary update, with the version's base. */
export type RestoreSavers = {
  [C in HistoryCollection]: (content: HistoryContent[C]) => Promise<unknown>;
};

/**
 * A restore is a save of the earlier content through the same rules as an edit: the content is
 * checked as today's write of it would be, then handed to that collection's saver.
 */
export async function restoreWith<C extends HistoryCollection>(
  collection: C,
  content: unknown,
  savers: RestoreSavers,
): Promise<void> {
  const save = savers[collection] as (content: HistoryContent[C]) => Promise<unknown>;
  await save(restorableContent(collection, content));
}
