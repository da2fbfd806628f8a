import { heroCreateSchema, heroInputSchema } from '../../domain/heroSchema';
import { cleanedHero } from '../../domain/heroBuildNotes';
import { parseOrInvalid } from '../../domain/validation';
import { HERO_DOCS } from './heroDocReads';
import { liveEquipmentInTransaction, nextTierHistory } from './heroDocs';
import type { WriteRules } from './recordWrites';
import type { FirebaseServices } from './services';

/**
 * Heroes' own writes (docs/firebase.md, `heroes/{id}`): a new hero needs an image, build notes and
 * skills' descriptions are cleaned as a guide is and show only this project's images, an edit
 * appends its tier moves to the tier history, and the equipment a hero recommends must be live.
 */
export const heroWrites = (services: FirebaseServices): WriteRules<'heroes'> => ({
  docs: HERO_DOCS,
  check: (hero, isNew) => parseOrInvalid(isNew ? heroCreateSchema : heroInputSchema, hero),
  clean: (hero, { sanitize, isOwnImage }) => cleanedHero(hero, sanitize, isOwnImage),
  more: (hero, replaced, now) => ({
    tierHistory: replaced ? nextTierHistory(replaced.item, hero, now) : [],
  }),
  also: (hero) =>
    hero?.recommendedEquipment.length
      ? liveEquipmentInTransaction(services, hero.recommendedEquipment)
      : undefined,
  // A hero comes back with the tier history it had.
  restored: (document, hero) => ({ ...document, tierHistory: hero.tierHistory }),
});
