import { codeInputSchema } from './codeSchema';
import { guideInputSchema } from './guideSchema';
import { guildLevelsSchema } from './guildTableSchema';
import { heroInputSchema } from './heroSchema';
import type { HistoryCollection, HistoryContent } from './history';
import { z } from './zod';
import { parseOrInvalid } from './validation';

const CONTENT_SCHEMAS = {
  heroes: heroInputSchema,
  codes: codeInputSchema,
  guides: guideInputSchema,
  guildTable: z.object({ levels: guildLevelsSchema }),
  media: z.object({ imagePath: z.string().min(1) }),
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
