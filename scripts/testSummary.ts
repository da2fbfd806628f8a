/**
 * Prints one closing line for the whole test run, `Tests: N passed, N failed`, from the JSON
 * reports of Vitest (twice: most projects, then the served-site project alone) and Playwright.
 * A missing report counts as a failure: a runner that did not finish must never look like a pass.
 */
import { existsSync, readFileSync } from 'node:fs';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function vitestCounts(file: string): Counts {
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numFailedTestSuites: number;
  };
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.numFailedTestSuites,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function playwrightCounts(file: string): Counts {
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    errors?: unknown[];
  };
  const { expected, unexpected, flaky, skipped } = report.stats;
  return { passed: expected, failed: unexpected + flaky + (report.errors?.length ?? 0), skipped };
}

/** The fourth report, the Firebase emulator suite's, is passed only where that suite ran. */
const [vitestFile = '', playwrightFile = '', siteFile = '', firebaseFile] = process.argv.slice(2);
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const reports = [
  [vitestFile, vitestCounts, 'Vitest'],
  [playwrightFile, playwrightCounts, 'Playwright'],
  [siteFile, vitestCounts, 'Vitest (served site)'],
  ...(firebaseFile ? [[firebaseFile, vitestCounts, 'Vitest (Firebase emulators)'] as const] : []),
] as const;
for (const [file, read, runner] of reports) {
  if (!existsSync(file)) {
    console.error(`${runner} wrote no report (${file}): it did not finish.`);
    total.failed += 1;
    continue;
  }
  const counts = read(file);
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
}
const skipped = total.skipped ? `, ${total.skipped} skipped` : '';
console.log(`Tests: ${total.passed} passed, ${total.failed} failed${skipped}`);
process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
