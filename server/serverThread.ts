import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** Each thread module's bundle from the sources, made once per process. */
const bundles = new Map<string, string>();

/**
 * A thread module bundled as scripts/compileServer.ts bundles the server: the project's own modules
 * inside, packages left to node_modules. Only from the sources, where the project's packages are
 * installed, and by esbuild's own command rather than its JavaScript API, which refuses to load in
 * a test's DOM environment (the guide sanitizer is called from one).
 */
function bundleOf(file: string): string {
  let code = bundles.get(file);
  if (code === undefined) {
    const esbuild = createRequire(import.meta.url).resolve('esbuild/bin/esbuild');
    code = execFileSync(
      esbuild,
      [
        file,
        '--bundle',
        '--platform=node',
        '--format=esm',
        '--target=node20',
        '--packages=external',
        '--log-level=warning',
      ],
      { encoding: 'utf8' },
    );
    bundles.set(file, code);
  }
  return code;
}

/**
 * A worker thread running the server's module `name`, beside `caller` (the starting module's
 * `import.meta.url`), with `options` (its `workerData` an object). Compiled, the thread is the
 * bundle of that name beside the caller's, an entry of its own (scripts/compileServer.ts); from the
 * sources (tsx, the tests), the module is bundled the same way once per process and the thread
 * runs that bundle as an ES module, whose packages are found from the working directory (the
 * project's). Registering tsx in every thread instead cost about half a CPU-second a thread
 * (docs/decisions.md#the-server-compiled-to-javascript).
 *
 * A thread whose file is gone (a build emptied under a running server) would never answer, and a
 * caller waiting synchronously could not hear its error: said at once instead, naming `what`.
 */
export function startServerThread(
  caller: string,
  name: string,
  what: string,
  options: WorkerOptions & { workerData: object },
): Worker {
  const fromSources = caller.endsWith('.ts');
  const file = new URL(`./${name}${fromSources ? '.ts' : '.js'}`, caller);
  if (!existsSync(file)) {
    throw new Error(`${what} is missing (${fileURLToPath(file)}): build the server again.`);
  }
  return fromSources
    ? new Worker(bundleOf(fileURLToPath(file)), {
        ...options,
        eval: true,
        execArgv: ['--input-type=module'],
      })
    : // Not a worker for Vite to bundle (the tests' transform reads this module): Node's own.
      new Worker(file, /* @vite-ignore */ options);
}
