import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BackendErrorCode } from '../../src/domain/errors';
import type { ErrorBody } from './errors';

/**
 * Every answer the server gives on an error has the documented body, `{error: {code, message}}`
 * (docs/http-api.md), also those Fastify and Node would otherwise write themselves: a URL that
 * cannot be decoded or names a too long parameter, a request Node cannot even read (headers too
 * large), a path nothing serves, and any request that arrives while the server shuts down.
 */

const body = (code: BackendErrorCode, message: string): ErrorBody => ({ error: { code, message } });

export const BAD_URL_MESSAGE = 'This address is not valid.';
export const URL_TOO_LONG_MESSAGE = 'This address is too long.';
export const NOT_FOUND_MESSAGE = 'Nothing was found at this address.';
export const SHUTTING_DOWN_MESSAGE = 'The server is restarting. Please try again in a moment.';
const FAILED_MESSAGE = 'The server could not complete this request. Please try again.';
const UNREADABLE_MESSAGE = 'The request could not be read.';
const HEADERS_TOO_LARGE_MESSAGE = 'The request headers are too large.';

/** Fastify's own routing errors, in our body (the `frameworkErrors` option). */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send(body('invalid', URL_TOO_LONG_MESSAGE));
  }
  if (error.code === 'FST_ERR_BAD_URL')
    return reply.status(400).send(body('invalid', BAD_URL_MESSAGE));
  return reply.status(500).send(body('unavailable', FAILED_MESSAGE));
}

/**
 * A request Node's parser refused, before Fastify saw it (the `clientErrorHandler` option): the
 * answer is written to the socket directly, as Node would.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A client that went away gets no answer, as with Node's own handler.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, payload] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', body('too-large', HEADERS_TOO_LARGE_MESSAGE)]
      : error.code === 'HPE_URI_TOO_LONG'
        ? [414, 'URI Too Long', body('invalid', URL_TOO_LONG_MESSAGE)]
        : [400, 'Bad Request', body('invalid', UNREADABLE_MESSAGE)];
  const text = JSON.stringify(payload);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  );
}

/** A path nothing serves outside the API (a missing asset, another method than GET). */
export function sendNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(body('not-found', NOT_FOUND_MESSAGE));
}

/**
 * Once the server starts shutting down, every new request is answered 503 with our body and the
 * connection closed, so that a client or a load balancer tries another instance (Fastify's own
 * answer, `return503OnClosing`, is turned off for this).
 */
export function answerWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    return reply
      .status(503)
      .header('connection', 'close')
      .header('retry-after', '5')
      .send(body('unavailable', SHUTTING_DOWN_MESSAGE));
  });
}
