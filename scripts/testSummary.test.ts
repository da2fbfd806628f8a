import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { summarize } from './testSummary';

const dir = mkdtempSync(path.join(tmpdir(), 'test-summary-'));
const write = (name: string, report: unknown) => {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(report));
  return file;
};

/** The summary of a run whose unit, browser and site phases wrote these reports. */
function summary(unit: string, browser: string, site: string) {
  const { lines, failed } = summarize([
    { phase: 'unit', file: unit },
    { phase: 'browser', file: browser },
    { phase: 'site', file: site },
  ]);
  return { status: failed ? 1 : 0, output: `${lines.join('\n')}\n` };
}

const vitest = (failures: { file: string; test: string; message: string }[], passed = 3) => ({
  numPassedTests: passed,
  numFailedTests: failures.length,
  numPendingTests: 0,
  numTodoTests: 0,
  numFailedTestSuites: 0,
  testResults: failures.map(({ file, test, message }) => ({
    name: path.join(process.cwd(), file),
    status: 'failed',
    assertionResults: [{ fullName: test, status: 'failed', failureMessages: [message] }],
  })),
});

const playwright = (status: 'expected' | 'unexpected') => ({
  stats: {
    expected: status === 'expected' ? 1 : 0,
    unexpected: status === 'unexpected' ? 1 : 0,
    flaky: 0,
    skipped: 0,
  },
  suites: [
    {
      title: 'codes.spec.ts',
      specs: [
        {
          title: 'copies a code',
          file: 'codes.spec.ts',
          tests: [
            {
              projectName: 'root',
              status,
              results: [
                status === 'expected'
                  ? { status: 'passed' }
                  : {
                      status: 'failed',
                      errors: [
                        { message: '\u001b[31mTest timeout of 30000ms exceeded.\u001b[39m' },
                        {
                          message:
                            'Error: locator.fill: Test timeout of 30000ms exceeded.\nCall log:\n' +
                            "  - waiting for getByLabel('Description')\n\n    at heroes.spec.ts:3:4",
                        },
                      ],
                    },
              ],
            },
          ],
        },
      ],
    },
  ],
});

describe('the closing summary of npm test', () => {
  it('names each failed test with the start of its error, then the counts', () => {
    const { status, output } = summary(
      write(
        'v.json',
        vitest([
          {
            file: 'tests/a.test.ts',
            test: 'adds up',
            message: 'AssertionError: 1 !== 2\n\n- Expected\n+ Received\n    at sum (a.ts:1:2)',
          },
        ]),
      ),
      write('p.json', playwright('unexpected')),
      write('s.json', vitest([])),
    );
    expect(status).toBe(1);
    expect(output).toContain(
      '✗ Vitest: tests/a.test.ts › adds up: AssertionError: 1 !== 2\n      - Expected\n      + Received\n',
    );
    // A timeout names the step it interrupted, not only that time ran out.
    expect(output).toContain(
      '✗ Playwright: codes.spec.ts [root] › copies a code (unexpected): Test timeout of 30000ms exceeded.\n' +
        '      Error: locator.fill: Test timeout of 30000ms exceeded.\n' +
        '      Call log:\n' +
        "        - waiting for getByLabel('Description')\n",
    );
    expect(output).not.toContain(' at ');
    expect(output.trim().split('\n').at(-1)).toBe('Tests: 6 passed, 2 failed');
  });

  it('passes and lists nothing when every test passed', () => {
    const { status, output } = summary(
      write('v2.json', vitest([])),
      write('p2.json', playwright('expected')),
      write('s2.json', vitest([])),
    );
    expect(status).toBe(0);
    expect(output).not.toContain('Failed');
    expect(output.trim()).toBe('Tests: 7 passed, 0 failed');
  });

  it('fails when a runner wrote no report, and says which', () => {
    const { status, output } = summary(
      write('v3.json', vitest([])),
      path.join(dir, 'missing.json'),
      write('s3.json', vitest([])),
    );
    expect(status).toBe(1);
    expect(output).toContain('Playwright wrote no report');
  });

  it('gives the wall time of each phase just above the counts', () => {
    const { lines } = summarize(
      [{ phase: 'unit', file: write('v4.json', vitest([])) }],
      [
        { phase: 'unit', ms: 151_400 },
        { phase: 'firebase', ms: 39_000 },
        { phase: 'total', ms: 190_400 },
      ],
    );
    expect(lines).toEqual([
      'Phases: unit 2 min 31 s · firebase 39 s · total 3 min 10 s',
      'Tests: 3 passed, 0 failed',
    ]);
  });

  it('fails a run in which no test ran', () => {
    const empty = write('v5.json', vitest([], 0));
    expect(summarize([{ phase: 'unit', file: empty }]).failed).toBe(true);
  });

  it('runs as the closing command of npm test: the lines, and exit 1 on a failure', () => {
    const times = write('t.json', [{ phase: 'unit', ms: 2_000 }]);
    const run = (report: string) => {
      try {
        const output = execFileSync(
          process.execPath,
          ['--import', 'tsx', 'scripts/testSummary.ts', '--phases', times, `unit=${report}`],
          { encoding: 'utf8' },
        );
        return { status: 0, output };
      } catch (error) {
        const failed = error as { status: number; stdout: string };
        return { status: failed.status, output: failed.stdout };
      }
    };
    expect(run(write('v6.json', vitest([])))).toEqual({
      status: 0,
      output: 'Phases: unit 2 s\nTests: 3 passed, 0 failed\n',
    });
    const failing = vitest([{ file: 'tests/b.test.ts', test: 'fails', message: 'Error: no' }], 0);
    const { status, output } = run(write('v7.json', failing));
    expect(status).toBe(1);
    expect(output).toContain('✗ Vitest: tests/b.test.ts › fails: Error: no');
  });
});
