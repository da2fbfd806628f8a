import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = mkdtempSync(path.join(tmpdir(), 'test-summary-'));
const write = (name: string, report: unknown) => {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(report));
  return file;
};

function summary(...files: string[]): { status: number; output: string } {
  try {
    const output = execFileSync('npx', ['tsx', 'scripts/testSummary.ts', ...files], {
      encoding: 'utf8',
    });
    return { status: 0, output };
  } catch (error) {
    const failed = error as { status: number; stdout: string };
    return { status: failed.status, output: failed.stdout };
  }
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
});
