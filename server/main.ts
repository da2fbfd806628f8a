import type { AddressInfo } from 'node:net';
import { loadConfig, type Config } from './config';
import { DataDirInUseError, lockDataDir, needsDataDirLock, type DataDirLock } from './dataDirLock';
import { publicUrlAdvice, siteUrl, startLine } from './startLine';

/** One line an operator can act on; a stack trace would only bury it. */
function startupFailure(error: unknown, config: Config | undefined): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const port = config?.port;
  if (code === 'EADDRINUSE') return `port ${port} is already in use; set PORT to a free port.`;
  if (code === 'EACCES') {
    return `this user may not listen on port ${port}; set PORT to a number above 1023.`;
  }
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
    return `HOST ${config?.host} is not an address of this machine; set HOST (e.g. 127.0.0.1).`;
  }
  if (error instanceof DataDirInUseError) {
    return `PGlite data dir ${error.dataDir} is in use by another process (pid ${error.pid}); stop it first, or use DATABASE_URL.`;
  }
  if (error instanceof Error) return (error.message.split('\n')[0] ?? '').trim() || error.name;
  return String(error);
}

async function start(): Promise<void> {
  let config: Config | undefined;
  let lock: DataDirLock | undefined;
  try {
    config = loadConfig();
    if (needsDataDirLock(config)) lock = await lockDataDir(config.dataDir);
    // The app's modules (the database, the renderer) load only once the
    // configuration holds: a mistake in it is reported in a fraction of a second.
    const { buildApp } = await import('./app');
    const app = await buildApp({ config, logger: { level: config.logLevel } });
    // Fastify logs each address it listens on as JSON; the start line below says it once, readably.
    const level = app.log.level;
    if (['trace', 'debug', 'info'].includes(level)) app.log.level = 'warn';
    try {
      await app.listen({ host: config.host, port: config.port });
    } catch (error) {
      await app.close();
      throw error;
    } finally {
      app.log.level = level;
    }

    let stopping = false;
    const stop = async (signal: string) => {
      // A second Ctrl+C means "now": do not wait for slow connections or the database.
      if (stopping) process.exit(1);
      stopping = true;
      app.log.info(`${signal} received, shutting down`);
      try {
        await app.close();
        await lock?.release();
        process.exit(0);
      } catch (error) {
        console.error(`Shutdown failed: ${startupFailure(error, config)}`);
        process.exit(1);
      }
    };
    process.on('SIGINT', () => void stop('SIGINT'));
    process.on('SIGTERM', () => void stop('SIGTERM'));
    // Said once the server stops cleanly on a signal: whoever reads this line may send one at once.
    const { port } = app.server.address() as AddressInfo;
    const url = siteUrl(config.host, port, config.basePath);
    console.log(startLine(url, config, app.provisioning));
    const advice = publicUrlAdvice(config, new URL(url).origin);
    if (advice) console.log(advice);
  } catch (error) {
    await lock?.release();
    console.error(`Cannot start: ${startupFailure(error, config)}`);
    process.exit(1);
  }
}

void start();
