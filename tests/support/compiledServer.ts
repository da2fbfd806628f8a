import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compiledServerFor, type ServerEntry } from '../../scripts/compileServer';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

let compiled: Promise<string> | undefined;

/**
 * How a test starts one of the server's commands: Node on the server compiled from the sources as
 * they are now (scripts/compileServer.ts), once per test process, into `.tmp/compiled-server/`.
 * Never a build left over from other sources.
 */
export async function serverCommand(entry: ServerEntry): Promise<[string, ...string[]]> {
  compiled ??= compiledServerFor(ROOT, path.join(ROOT, '.tmp', 'compiled-server'));
  return [process.execPath, '--enable-source-maps', path.join(await compiled, `${entry}.js`)];
}
