import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodType, z } from 'zod';
import { isApiPath } from '#server/http/api-path.ts';
import { type ApiReply, failed } from '#shared/api/reply.ts';
import { translateValidationMessage } from '#shared/validation/messages.ts';

/**
 * The /api protocol (docs/product.md, API): JSON in, JSON out, every reply `{ succeeded, errorMessage,
 * model, list }`. A rule failure is a 200 with succeeded: false (the client shows errorMessage in its modal);
 * HTTP error statuses are kept for protocol failures, 401/403/404 and 429, whose errorMessage is localised too.
 */
export class ProtocolError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

export type BodyResult<T> = { ok: true; data: T } | { ok: false; reply: ApiReply<never, never> };

/**
 * Validates a request body with a shared schema. Wrong types or a missing object are protocol errors (400);
 * a value that breaks a field rule becomes `succeeded: false` with the rule's message in the caller's culture.
 */
export function parseBody<S extends ZodType>(request: FastifyRequest, schema: S): BodyResult<z.output<S>> {
  const body = request.body ?? {};
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, data: result.data };
  const typeIssue = result.error.issues.find(
    (issue) => issue.code === 'invalid_type' || issue.code === 'unrecognized_keys',
  );
  if (typeIssue) {
    const field = typeIssue.path.join('.') || 'body';
    throw new ProtocolError(
      400,
      request.t('errors:api.invalidRequest', { detail: `${field}: ${typeIssue.message}` }),
    );
  }
  const first = result.error.issues[0];
  return { ok: false, reply: failed(first ? translateValidationMessage(request.t, first.message) : '') };
}

function statusOf(error: FastifyError & { ttl?: number }): number {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 413;
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 415;
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return 400;
  if (error instanceof SyntaxError) return 400;
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 600 ? status : 500;
}

function messageFor(request: FastifyRequest, error: FastifyError & { ttl?: number }, status: number): string {
  const t = request.t;
  if (error instanceof ProtocolError) return error.message;
  switch (status) {
    case 400:
      return t('errors:api.malformedJson');
    case 401:
      return t('errors:api.unauthorized');
    case 403:
      return t('errors:api.forbidden');
    case 404:
      return t('errors:api.notFound');
    case 413:
      return t('errors:api.payloadTooLarge');
    case 415:
      return t('errors:api.unsupportedMediaType');
    case 429: {
      // Short waits in seconds, long ones (the 15-minute account limits) in whole minutes.
      const seconds = Math.max(1, Math.ceil((error.ttl ?? 60_000) / 1000));
      return seconds <= 90
        ? t('errors:api.rateLimited', { seconds })
        : t('errors:api.rateLimitedMinutes', { minutes: Math.ceil(seconds / 60) });
    }
    default:
      return status >= 500
        ? t('errors:api.unexpectedWithId', { requestId: request.id })
        : t('errors:api.unexpected');
  }
}

async function apiProtocol(app: FastifyInstance) {
  // Only JSON is accepted: any other body on a write is 415 (Fastify's text/plain parser is removed).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 1024 * 1024 },
    (request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new ProtocolError(400, request.t('errors:api.malformedJson')), undefined);
      }
    },
  );

  app.setErrorHandler((error: FastifyError & { ttl?: number }, request, reply) => {
    const status = statusOf(error);
    if (status >= 500) request.log.error({ err: error }, 'unhandled error');
    else request.log.info({ status, code: error.code, reason: error.message }, 'request refused');
    const message = messageFor(request, error, status);
    if (isApiPath(request.url))
      return reply.status(status).type('application/json; charset=utf-8').send(failed(message));
    return reply.status(status).type('text/plain; charset=utf-8').send(message);
  });
}

/** Replies 404 in the API's shape for an unknown /api path. Pages have their own not-found handling. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .type('application/json; charset=utf-8')
    .send(failed(request.t('errors:api.notFound')));
}

export const apiProtocolPlugin = fp(apiProtocol, { name: 'api-protocol', dependencies: ['culture'] });
