import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_MAIN } from '../../server/render/buildLayout';
import { serverCommand } from './compiledServer';
import { freePort } from './freePort';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The first admin of a started server (created on start, as ADMIN_EMAIL/ADMIN_PASSWORD do). */
export const BUILT_SERVER_ADMIN = {
  email: 'admin@example.test',
  password: 'built-server-admin-password',
};

export interface BuiltServer {
  /** `http://127.0.0.1:{port}`, no trailing slash. */
  origin: string;
  /** The server's own process (Node itself, not npx or a shell). */
  pid: number;
  /** SIGTERM, then SIGKILL if it has not exited within 10 s. */
  stop(): Promise<void>;
  /** `kill -9`: the process ends at once, whatever it was doing. */
  kill(): Promise<void>;
}

export interface BuiltServerOptions {
  /** The built SPA to serve (STATIC_DIR); must hold index.html. */
  staticDir: string;
  /** DATA_DIR: `memory://` (the default) or a PGlite folder. */
  dataDir?: string;
  /** A fixed port; by default a free one. */
  port?: number;
  /** BASE_PATH, `/` by default; the build in staticDir must have been made for it. */
  basePath?: string;
  /** Extra environment, e.g. LOG_LEVEL. */
  env?: Record<string, string>;
  /** Leave out its start line (standard output); what it says on standard error still shows. */
  quiet?: boolean;
  /** Started and stopped within a test (tests/support/compiledServer.ts). */
  shortLived?: boolean;
  /** Node's own flags, before the server's file (`--max-old-space-size=128`). */
  nodeArgs?: string[];
  /**
   * The build's own server (`staticDir/.server/main.js`, with the ready data folder and the sample
   * pictures beside it), as production runs it, rather than one compiled from the sources now.
   */
  fromBuild?: boolean;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts the real server on a build, as `npm start` and the browser tests do (`server/main.ts`
 * with PORT, HOST, DATA_DIR, the admin and the sample data), and waits until `/api/health`
 * answers. Refuses with one clear line when the build is missing.
 */
export async function startBuiltServer(options: BuiltServerOptions): Promise<BuiltServer> {
  const staticDir = path.resolve(options.staticDir);
  if (!existsSync(path.join(staticDir, 'index.html'))) {
    throw new Error(
      `${path.relative(process.cwd(), staticDir) || staticDir}/index.html is missing: build the site first (BUILD_MANIFEST=true npx vite build; npm test does).`,
    );
  }
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  // Node on the compiled server directly, so the pid is the server itself (its memory, its signals).
  const [node, ...main] = options.fromBuild
    ? [process.execPath, path.join(staticDir, SERVER_MAIN)]
    : await serverCommand('main', { shortLived: options.shortLived });
  const child = spawn(node, [...(options.nodeArgs ?? []), ...main], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir ?? 'memory://',
      STATIC_DIR: staticDir,
      BASE_PATH: options.basePath ?? '/',
      ADMIN_EMAIL: BUILT_SERVER_ADMIN.email,
      ADMIN_PASSWORD: BUILT_SERVER_ADMIN.password,
      SEED_SAMPLE_DATA: 'true',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`The server on ${origin} stopped on its own (${signal ?? code}).`);
  });
  const stop = async () => {
    stopping = true;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const done = exited(child);
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await done;
    clearTimeout(timer);
  };

  const kill = async () => {
    stopping = true;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const done = exited(child);
    child.kill('SIGKILL');
    await done;
  };

  try {
    await waitUntilAnswering(child, `${origin}${options.basePath ?? '/'}api/health`, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, pid: child.pid!, stop, kill };
}

/**
 * The build in dist/ started as production starts it (`node dist/.server/main.js`), quiet, and the
 * time until /api/health answered: what the start-up benchmark and budget check measure.
 */
export async function startBuildTimed(dataDir: string, env: Record<string, string> = {}) {
  const started = performance.now();
  const server = await startBuiltServer({
    staticDir: 'dist',
    dataDir,
    env,
    quiet: true,
    fromBuild: true,
  });
  return { server, ms: performance.now() - started };
}

/**
 * Resolves once `url` answers 2xx; refuses when `child`, the process that should answer it, exits
 * first (its own message is then above), or after `ms`.
 */
export async function waitUntilAnswering(child: ChildProcess, url: string, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the process for ${url} exited (${child.exitCode ?? child.signalCode}) before answering; its message is above.`,
      );
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s.`);
}

/** Signs the built server's admin in; the Cookie header to send with later requests. */
export async function signInToBuiltServer(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(BUILT_SERVER_ADMIN),
  });
  if (response.status !== 200) {
    throw new Error(
      `Signing in to ${origin} answered ${response.status}: ${await response.text()}`,
    );
  }
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}
