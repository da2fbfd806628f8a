/**
 * Prints the closing lines for the whole test run (scripts/test.ts) from the JSON reports of its
 * phases (Vitest's, Playwright's): first each failed test by name with the start of its error (the
 * message, what was expected and received, the action a timeout interrupted; no stack frames),
 * then the wall time of each phase, then `Tests: N passed, N failed`. The failures come last so
 * that the tail of a long log names them. A missing report counts as a failure: a runner that did
 * not finish must never look like a pass.
 *
 * `tsx scripts/testSummary.ts [--phases times.json] unit=.tmp/vitest.json browser=… …`
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** Which runner wrote each phase's report, for the failures' names. */
const RUNNERS: Record<string, { name: string; read: (file: string) => Counts }> = {
  unit: { name: 'Vitest', read: vitestCounts },
  browser: { name: 'Playwright', read: playwrightCounts },
  firebase: { name: 'Vitest (Firebase emulators)', read: vitestCounts },
  budgets: { name: 'Vitest (served site, budgets)', read: vitestCounts },
  site: { name: 'Vitest (served site)', read: vitestCounts },
};

export interface PhaseTime {
  phase: string;
  ms: number;
}

export function duration(ms: number): string {
  const total = Math.round(ms / 1000);
  return total < 60 ? `${total} s` : `${Math.floor(total / 60)} min ${total % 60} s`;
}

/** The closing lines, and whether the run failed (a failed test, a missing report, no test). */
export function summarize(
  reports: { phase: string; file: string }[],
  phases: PhaseTime[] = [],
): { lines: string[]; failed: boolean } {
  const total: Counts = { passed: 0, failed: 0, skipped: 0, failures: [] };
  for (const { phase, file } of reports) {
    const runner = RUNNERS[phase];
    if (!runner) throw new Error(`No runner writes the reports of a phase named "${phase}".`);
    if (!existsSync(file)) {
      total.failures.push(`${runner.name} wrote no report (${file}): it did not finish.`);
      total.failed += 1;
      continue;
    }
    const counts = runner.read(file);
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
    total.failures.push(...counts.failures.map((failure) => `${runner.name}: ${failure}`));
  }
  const lines: string[] = [];
  if (total.failures.length > 0) {
    lines.push('Failed:', ...total.failures.map((failure) => `  ✗ ${failure}`));
  }
  if (phases.length > 0) {
    lines.push(`Phases: ${phases.map(({ phase, ms }) => `${phase} ${duration(ms)}`).join(' · ')}`);
  }
  const skipped = total.skipped ? `, ${total.skipped} skipped` : '';
  lines.push(`Tests: ${total.passed} passed, ${total.failed} failed${skipped}`);
  return { lines, failed: total.failed > 0 || total.passed === 0 };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const phasesAt = args.indexOf('--phases');
  const phases =
    phasesAt >= 0 ? (JSON.parse(readFileSync(args[phasesAt + 1]!, 'utf8')) as PhaseTime[]) : [];
  const reports = args
    .filter((_, index) => phasesAt < 0 || (index !== phasesAt && index !== phasesAt + 1))
    .map((arg) => {
      const [phase = '', file = ''] = arg.split('=');
      return { phase, file };
    });
  const { lines, failed } = summarize(reports, phases);
  console.log(lines.join('\n'));
  process.exit(failed ? 1 : 0);
}
