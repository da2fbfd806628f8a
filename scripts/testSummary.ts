/**
 * Prints the closing lines for the whole test run from the JSON reports of Vitest (twice: most
 * projects, then the served-site project alone), Playwright and, where it ran, the Firebase
 * emulator suite: first each failed test by name with the start of its error (the message, what
 * was expected and received, the action a timeout interrupted; no stack frames), then
 * `Tests: N passed, N failed`. The failures come last so that the tail of a long log names them.
 * A missing report counts as a failure: a runner that did not finish must never look like a pass.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** "file › test title: the start of the error", one per failed test. */
  failures: string[];
}

/** Reporters colour their messages; the summary is read as plain text. */
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
/** Enough of an error to tell what failed; the whole of it is in the runner's own output above. */
const ERROR_LINES = 8;
const errorStart = (text: string | undefined) =>
  (text ?? '')
    .replace(ANSI_COLOUR, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '' && !/^\s*at /.test(line))
    .slice(0, ERROR_LINES)
    .map((line) => line.slice(0, 300))
    .join('\n      ');

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

function vitestCounts(file: string): Counts {
  const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
  const failures: string[] = [];
  for (const suite of report.testResults) {
    const name = path.relative(process.cwd(), suite.name);
    const failed = suite.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) {
      failures.push(`${name} › ${test.fullName}: ${errorStart(test.failureMessages?.[0])}`);
    }
    if (suite.status === 'failed' && failed.length === 0) {
      failures.push(`${name}: ${errorStart(suite.message) || 'the file failed to run'}`);
    }
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.numFailedTestSuites,
    skipped: report.numPendingTests + report.numTodoTests,
    failures,
  };
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    tests: {
      projectName: string;
      status: string;
      results: { status: string; errors?: { message?: string }[] }[];
    }[];
  }[];
}

function playwrightFailures(suite: PlaywrightSuite, titles: string[], out: string[]) {
  for (const child of suite.suites ?? []) playwrightFailures(child, [...titles, child.title], out);
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      if (test.status === 'expected' || test.status === 'skipped') continue;
      // A timeout reports two errors: the timeout, and the action or assertion it interrupted.
      const errors = test.results.find((result) => result.errors?.length)?.errors ?? [];
      const error = errors.map((one) => one.message ?? '').join('\n');
      const title = [...titles.slice(1), spec.title].join(' › ');
      out.push(
        `${spec.file} [${test.projectName}] › ${title} (${test.status}): ${errorStart(error)}`,
      );
    }
  }
}

function playwrightCounts(file: string): Counts {
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    suites: PlaywrightSuite[];
    errors?: { message?: string }[];
  };
  const { expected, unexpected, flaky, skipped } = report.stats;
  const failures: string[] = [];
  for (const suite of report.suites) playwrightFailures(suite, [suite.title], failures);
  for (const error of report.errors ?? [])
    failures.push(`Playwright: ${errorStart(error.message)}`);
  return {
    passed: expected,
    failed: unexpected + flaky + (report.errors?.length ?? 0),
    skipped,
    failures,
  };
}

/** The fourth report, the Firebase emulator suite's, is passed only where that suite ran. */
const [vitestFile = '', playwrightFile = '', siteFile = '', firebaseFile] = process.argv.slice(2);
const total: Counts = { passed: 0, failed: 0, skipped: 0, failures: [] };
const reports = [
  [vitestFile, vitestCounts, 'Vitest'],
  [playwrightFile, playwrightCounts, 'Playwright'],
  [siteFile, vitestCounts, 'Vitest (served site)'],
  ...(firebaseFile ? [[firebaseFile, vitestCounts, 'Vitest (Firebase emulators)'] as const] : []),
] as const;
for (const [file, read, runner] of reports) {
  if (!existsSync(file)) {
    total.failures.push(`${runner} wrote no report (${file}): it did not finish.`);
    total.failed += 1;
    continue;
  }
  const counts = read(file);
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  total.failures.push(...counts.failures.map((failure) => `${runner}: ${failure}`));
}
if (total.failures.length > 0) {
  console.log(`Failed:\n${total.failures.map((failure) => `  ✗ ${failure}`).join('\n')}`);
}
const skipped = total.skipped ? `, ${total.skipped} skipped` : '';
console.log(`Tests: ${total.passed} passed, ${total.failed} failed${skipped}`);
process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
