import type {
  FastifyError,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { BackendError, HTTP_STATUS_BY_CODE, type BackendErrorCode } from '../../src/domain/errors';
import { invalidFromZod, type FieldIssue } from '../../src/domain/validation';

/** Error body every API route answers with: the HTTP adapter turns it back into a BackendError. */
export interface ErrorBody {
  error: { code: BackendErrorCode; message: string; fieldErrors?: Record<string, string> };
}

/**
 * A route schema's issue names its field as a JSON pointer (`/hero/name`, `/` for the whole
 * value) whose segments are the path zod reported.
 */
function issueFrom({ instancePath, message = '' }: FastifySchemaValidationError): FieldIssue {
  return { path: instancePath.split('/').slice(1), message };
}

function toBackendError(error: FastifyError | Error): BackendError {
  if (error instanceof BackendError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return invalidFromZod({ issues: error.validation.map(issueFrom) });
  }
  const status = (error as FastifyError).statusCode ?? 500;
  if (status === 413) return new BackendError('too-large', 'The request is too large.');
  if (status === 415) return new BackendError('invalid', 'This content type is not accepted here.');
  if (status >= 400 && status < 500) return new BackendError('invalid', error.message);
  return new BackendError(
    'unavailable',
    'The server could not complete this request. Please try again.',
  );
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const backendError = toBackendError(error);
  const status = HTTP_STATUS_BY_CODE[backendError.code];
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  const body: ErrorBody = { error: { code: backendError.code, message: backendError.message } };
  if (Object.keys(backendError.fieldErrors).length)
    body.error.fieldErrors = backendError.fieldErrors;
  return reply.status(status).send(body);
}

/**
 * The answer to a request under `api/` that no route takes: 405 with an `Allow` header when the
 * path has routes for other methods, else 404.
 */
export function sendNoApiRoute(request: FastifyRequest, reply: FastifyReply) {
  const methods = request.server.apiMethods.of(request.url.split('?')[0] ?? '');
  if (methods.length) {
    const allow = methods.join(', ');
    const refused: ErrorBody = {
      error: {
        code: 'invalid',
        message: `${request.method} is not allowed here; this address answers ${allow}.`,
      },
    };
    return reply.status(405).header('allow', allow).send(refused);
  }
  const body: ErrorBody = {
    error: { code: 'not-found', message: `No API route ${request.method} ${request.url}.` },
  };
  return reply.status(404).send(body);
}
