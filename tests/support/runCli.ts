import { spawn } from 'node:child_process';
import type { ServerEntry } from '../../scripts/compileServer';
import { serverCommand } from './compiledServer';

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one of our command-line scripts (`server/cli/…`), compiled, with extra environment. */
export async function runCli(
  command: Exclude<ServerEntry, 'main' | 'sanitizerThread' | 'backupReader'>,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdin = '',
): Promise<CliResult> {
  const [node, ...script] = await serverCommand(command, { shortLived: true });
  return new Promise((resolve, reject) => {
    const child = spawn(node, [...script, ...args], {
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
