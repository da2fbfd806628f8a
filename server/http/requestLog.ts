import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify logs every request twice at `info`; here each request is one line at `debug`, so the
 * default level (LOG_LEVEL=info) keeps the log to warnings, errors and events such as a backup
 * written, and LOG_LEVEL=debug shows the traffic. A request that failed keeps Fastify's error line.
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
}
