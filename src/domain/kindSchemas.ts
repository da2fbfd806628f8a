/**
 * What an admin may write of each kind of record (src/domain/kinds.ts): the zod schemas every
 * write goes through on our server (its routes, a restore from history, a backup's rows) and on
 * Firebase (the adapter, before the rules). Apart from kinds.ts so that a page which only names
 * kinds never downloads zod (docs/decisions.md#visitor-budget).
 */
import { codeInputSchema } from './codeSchema';
import { equipmentInputSchema } from './equipmentSchema';
import { gameModeInputSchema } from './gameModeSchema';
import { guideInputSchema } from './guideSchema';
import { guildLevelsSchema } from './guildTableSchema';
import { heroInputSchema } from './heroSchema';
import type { InputOf, Kind } from './kinds';
import { siteSettingsInputSchema } from './siteSettingsSchema';
import { storableString } from './storableText';
import { teamInputSchema } from './teamSchema';
import { z } from './zod';

export const KIND_SCHEMAS = {
  heroes: heroInputSchema,
  codes: codeInputSchema,
  media: z.object({ imagePath: storableString().min(1) }),
  guides: guideInputSchema,
  guildTable: z.object({ levels: guildLevelsSchema }),
  site: siteSettingsInputSchema,
  modes: gameModeInputSchema,
  teams: teamInputSchema,
  equipment: equipmentInputSchema,
} satisfies { [K in Kind]: z.ZodType<InputOf<K>, unknown> };
