import type { FastifyInstance } from 'fastify';

export interface RecurringJob {
  /** How long after one round the next starts. */
  everyMs: number;
  /** One round; what it did worth saying, it logs itself. */
  run: () => Promise<unknown>;
  /** The log line of a round that failed; the job is tried again at the next round. */
  failure: string;
}

/**
 * Runs `job` once the server is ready and every `everyMs` after while it runs (the timer never
 * keeps the process alive). A round still running when the server closes finishes first, so it
 * never meets a closed database.
 */
export function runWhileServing(app: FastifyInstance, job: RecurringJob): void {
  let running: Promise<unknown> = Promise.resolve();
  const round = () => {
    running = job.run().catch((error: unknown) => app.log.error({ err: error }, job.failure));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    round();
    timer = setInterval(round, job.everyMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
