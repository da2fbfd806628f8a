import type { CodeInput } from '../../src/domain/code';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Clearly fictional codes covering every expiry state the codes page shows. */
export function sampleCodes(now = Date.now()): CodeInput[] {
  const inDays = (days: number) => new Date(now + days * DAY_MS).toISOString();
  return [
    { code: 'SAMPLE-WELCOME', neverExpires: true, expirationDate: null },
    { code: 'SAMPLE-SPRING-GEMS', neverExpires: false, expirationDate: inDays(3) },
    { code: 'SAMPLE-GUILD-BOOST', neverExpires: false, expirationDate: inDays(20) },
    { code: 'SAMPLE-EXPIRED-DEMO', neverExpires: false, expirationDate: inDays(-1) },
  ];
}
