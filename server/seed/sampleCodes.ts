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
  return [
    {
      code: 'SAMPLE-WELCOME',
      reward: '100 gems and a starter hero',
      neverExpires: true,
      expirationDate: null,
      addedAt: at(-30 * DAY_MS),
    },
    {
      code: 'SAMPLE-SPRING-GEMS',
      reward: '300 gems',
      neverExpires: false,
      expirationDate: at(12 * HOUR_MS),
      addedAt: at(-10 * DAY_MS),
    },
    {
      code: 'SAMPLE-NEW-SCROLLS',
      reward: '2 summon scrolls',
      neverExpires: false,
      expirationDate: at(7 * DAY_MS),
      addedAt: at(0),
    },
    {
      code: 'SAMPLE-GUILD-BOOST',
      reward: 'Guild experience boost for 1 hour',
      neverExpires: false,
      expirationDate: at(20 * DAY_MS),
      addedAt: at(-5 * DAY_MS),
    },
    {
      code: 'SAMPLE-EXPIRED-DEMO',
      reward: '50 stamina',
      neverExpires: false,
      expirationDate: at(-DAY_MS),
      addedAt: at(-12 * DAY_MS),
    },
  ];
}
