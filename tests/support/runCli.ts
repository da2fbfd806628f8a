import { spawn } from 'node:child_process';

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one of our command-line scripts (`server/cli/…`) as npm would, with extra environment. */
export function runCli(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdin = '',
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    // Node with tsx's loader: one process (the tsx command would start a second one).
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}
