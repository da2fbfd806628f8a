import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compiledServerFor, type ServerEntry } from '../../scripts/compileServer';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

let compiled: Promise<string> | undefined;

export interface ServerCommandOptions {
  /**
   * A process that lives a few seconds (a command line, a server a test starts and stops): PGlite's
   * WebAssembly runs on V8's baseline compiler only. The optimizing compiler would spend about
   * 2 CPU-seconds of every start on code such a process hardly runs
   * (docs/testing.md#how-the-time-is-kept-down).
   * A server that serves a whole phase (the browser tests, Lighthouse, the benchmarks) runs as in
   * production.
   */
  shortLived?: boolean;
}

/**
 * How a test starts one of the server's commands: Node on the server compiled from the sources as
 * they are now (scripts/compileServer.ts), once per test process, into `.tmp/compiled-server/`.
 * Never a build left over from other sources. Stack traces name the compiled files (with the
 * sources' function names) unless SOURCE_MAPS=true, which maps them back to the TypeScript lines
 * at about 1.5 CPU-seconds a start.
 */
export async function serverCommand(
  entry: ServerEntry,
  options: ServerCommandOptions = {},
): Promise<[string, ...string[]]> {
  compiled ??= compiledServerFor(ROOT, path.join(ROOT, '.tmp', 'compiled-server'));
  return [
    process.execPath,
    ...(process.env.SOURCE_MAPS === 'true' ? ['--enable-source-maps'] : []),
    ...(options.shortLived ? ['--liftoff-only'] : []),
    path.join(await compiled, `${entry}.js`),
  ];
}
