/**
 * What hero documents hold beside what every record's document does (docs/firebase.md,
 * `heroes/{id}`): the tier history an edit appends, and the check of the equipment a hero
 * recommends. Loaded with the writes, not by every visitor: reads are heroDocReads.ts's.
 */
import type { Hero, TierChange } from '../../domain/hero';
import { requireLiveEquipment } from '../../domain/heroEquipment';
import { tierMoves } from '../../domain/heroRatings';
import { existsInTransaction } from './existsInTransaction';
import { heroFromDoc } from './heroDocReads';
import type { FirebaseServices } from './services';
import type { AlsoInTransaction } from './versionedWrite';

/** Rules refuse a longer tier history (docs/firebase.md); the oldest changes are dropped first. */
export const MAX_TIER_HISTORY = 100;

/**
 * The tier history after an edit: every tier move the edit makes (`tierMoves`), the overall one
 * without a `mode` key, then one per game mode whose tier moved, all at `at`. The oldest changes
 * are dropped past MAX_TIER_HISTORY.
 */
export function nextTierHistory(
  old: Hero,
  next: Pick<Hero, 'tier' | 'ratings'>,
  at: string,
): TierChange[] {
  const moves = tierMoves(old, next).map(({ mode, from, to }) =>
    mode === null ? { from, to, at } : { from, to, at, mode },
  );
  if (moves.length === 0) return old.tierHistory;
  return [...old.tierHistory, ...moves].slice(-MAX_TIER_HISTORY);
}

/**
 * Part of a hero write's transaction (docs/product.md#hero-equipment): every item its recommended
 * equipment adds must exist now (`equipment/{id}`; a deleted one is in the trash, not there), so
 * one deleted meanwhile makes Firestore run the write again, which then refuses it. Ids the hero
 * already had (read from the document the write replaces) stay without a read.
 */
export function liveEquipmentInTransaction(
  services: FirebaseServices,
  ids: readonly string[],
): AlsoInTransaction {
  return async (transaction, _written, replaced) => {
    const kept = replaced ? heroFromDoc('', replaced).recommendedEquipment : [];
    const added = [...new Set(ids)].filter((id) => !kept.includes(id));
    const live = await Promise.all(
      added.map((id) => existsInTransaction(transaction, services.firestore(), 'equipment', id)),
    );
    requireLiveEquipment(ids, new Set(added.filter((_, index) => live[index])), kept);
    return () => undefined;
  };
}
