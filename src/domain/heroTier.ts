import { TIER_ORDER } from './hero';

/**
 * A tier as compared: case and every space ignored (` s + ` is `S+`), and full-width letters
 * (as a Japanese or Chinese keyboard types them: `Ｓ＋`) read as the plain ones (NFKC).
 */
const tierKey = (tier: string) => tier.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

const KNOWN_TIERS = new Map<string, string>(TIER_ORDER.map((tier) => [tierKey(tier), tier]));

/**
 * The stored spelling of a tier (docs/product.md#constants): a known tier typed in any case or
 * with spaces becomes its canonical name (`meta` → `Meta`); any other tier stays as typed, trimmed.
 */
export function canonicalTier(tier: string): string {
  return KNOWN_TIERS.get(tierKey(tier)) ?? tier.trim();
}
