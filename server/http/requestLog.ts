import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify logs every request twice at `info`; here each request is one line at `debug`, so the
 * default level (LOG_LEVEL=info) keeps the log to warnings, errors and events such as a backup
 * written, and LOG_LEVEL=debug shows the traffic. A request that failed keeps Fastify's error line.
 * A reader who goes away in the middle of a download (a closed tab, a lost connection) is traffic
 * too, not a fault of the server: its "stream closed prematurely" line is at `debug` as well.
 */
export class DebugRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    reply.log.debug(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }

  override streamError(
    error: Error & { code?: string },
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      super.streamError(error, request, reply);
      return;
    }
    reply.log.debug({ res: reply }, 'stream closed prematurely');
  }
}
