import type { CodeInput } from '../../src/domain/code';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Clearly fictional codes covering every state the codes page shows, dated from the seeding time:
 * one added today (NEW), one expiring within 24 hours, one expired (admins only), one that never
 * expires, each with its reward.
 */
export function sampleCodes(now = Date.now()): Required<CodeInput>[] {
  const at = (ms: number) => new Date(now + ms).toISOString();
  /** A code that expires `expiresIn` from now (in the past when negative), added `addedAgo` ago. */
  const expiring = (code: string, reward: string, expiresIn: number, addedAgo: number) => ({
    code,
    reward,
    neverExpires: false,
    expirationDate: at(expiresIn),
    addedAt: at(-addedAgo),
  });
  return [
    {
      code: 'SAMPLE-WELCOME',
      reward: '100 gems and a starter hero',
      neverExpires: true,
      expirationDate: null,
      addedAt: at(-30 * DAY_MS),
    },
    expiring('SAMPLE-SPRING-GEMS', '300 gems', 12 * HOUR_MS, 10 * DAY_MS),
    expiring('SAMPLE-NEW-SCROLLS', '2 summon scrolls', 7 * DAY_MS, 0),
    expiring('SAMPLE-GUILD-BOOST', 'Guild experience boost for 1 hour', 20 * DAY_MS, 5 * DAY_MS),
    expiring('SAMPLE-EXPIRED-DEMO', '50 stamina', -DAY_MS, 12 * DAY_MS),
  ];
}
