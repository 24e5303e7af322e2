import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodType, z } from 'zod';
import { isDatabaseUnavailable } from '#server/db/unavailable.ts';
import { isApiPath } from '#server/http/api-path.ts';
import { pageCulture } from '#server/http/page-culture.ts';
import { translatorFor } from '#server/i18n.ts';
import { type ApiReply, failed } from '#shared/api/reply.ts';
import { CULTURE_HEADER, DEFAULT_CULTURE, resolveCulture } from '#shared/cultures.ts';
import { translateValidationMessage } from '#shared/validation/messages.ts';

/**
 * The /api protocol (docs/product.md, API): JSON in, JSON out, every reply `{ succeeded, errorMessage,
 * model, list }`. A rule failure is a 200 with succeeded: false (the client shows errorMessage in its modal);
 * HTTP error statuses are kept for protocol failures, 401/403/404, 429 and 503 (the database out of reach),
 * whose errorMessage is localised too.
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
      request.t('api:protocol.invalidRequest', { detail: `${field}: ${typeIssue.message}` }),
    );
  }
  const first = result.error.issues[0];
  return { ok: false, reply: failed(first ? translateValidationMessage(request.t, first.message) : '') };
}

function statusOf(error: FastifyError & { ttl?: number }): number {
  if (isDatabaseUnavailable(error)) return 503;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 413;
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 415;
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return 400;
  if (error instanceof SyntaxError) return 400;
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 600 ? status : 500;
}

function isBodySyntaxError(error: FastifyError): boolean {
  return (
    error instanceof SyntaxError ||
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
  );
}

function messageFor(request: FastifyRequest, error: FastifyError & { ttl?: number }, status: number): string {
  const t = request.t;
  if (error instanceof ProtocolError) return error.message;
  switch (status) {
    case 400:
      // Never the error's own text: Fastify's messages quote the URL or the header it could not read.
      return isBodySyntaxError(error) ? t('api:protocol.malformedJson') : t('api:protocol.badRequest');
    case 401:
      return t('api:protocol.unauthorized');
    case 403:
      return t('api:protocol.forbidden');
    case 404:
      return t('api:protocol.notFound');
    case 413:
      return t('api:protocol.payloadTooLarge');
    case 415:
      return t('api:protocol.unsupportedMediaType');
    case 429: {
      // Short waits in seconds, long ones (the 15-minute account limits) in whole minutes.
      const seconds = Math.max(1, Math.ceil((error.ttl ?? 60_000) / 1000));
      return seconds <= 90
        ? t('api:protocol.rateLimited', { seconds })
        : t('api:protocol.rateLimitedMinutes', { minutes: Math.ceil(seconds / 60) });
    }
    case 503:
      return t('api:protocol.unavailable');
    default:
      return status >= 500
        ? t('api:protocol.unexpectedWithId', { requestId: request.id })
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
        done(new ProtocolError(400, request.t('api:protocol.malformedJson')), undefined);
      }
    },
  );

  app.setErrorHandler(answerError);

  // A reply of the API may hold a visitor's own data (a profile, a billing address): no cache keeps it unless
  // the route says otherwise (the countries list).
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    // Answered before its body was read (a 403 or 429 from a hook; a body error sets it already): the rest of the
    // body is read and dropped, not parsed as the next request, and the connection ends (http/lingering-close.ts).
    if (!request.raw.complete && request.raw.headers['content-length'] !== '0')
      reply.header('connection', 'close');
    done();
  });
}

/** Retry-After of a 503: the pool's connection timeout and a little more. */
const UNAVAILABLE_RETRY_AFTER_S = 5;

/** The one way an error is answered: its status, a localised message, JSON in the reply shape for the API. */
function answerError(error: FastifyError & { ttl?: number }, request: FastifyRequest, reply: FastifyReply) {
  const status = statusOf(error);
  if (status === 503) {
    // The database is away (db/unavailable.ts): the caller may try again shortly, and the log says why once
    // per request without a stack, which would say nothing more.
    request.log.warn({ code: error.code, reason: error.message }, 'database unavailable');
    reply.header('retry-after', UNAVAILABLE_RETRY_AFTER_S);
  } else if (status >= 500) request.log.error({ err: error }, 'unhandled error');
  else request.log.info({ status, code: error.code, reason: error.message }, 'request refused');
  const message = messageFor(request, error, status);
  if (isApiPath(request.url))
    return reply.status(status).type('application/json; charset=utf-8').send(failed(message));
  return reply.status(status).type('text/plain; charset=utf-8').send(message);
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode (`/%`) is refused before any hook has run, so the culture
 * and the security headers the hooks would have set are set here, and the answer is the error handler's.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const app = request.server;
  request.culture = isApiPath(request.url)
    ? resolveCulture(request.headers[CULTURE_HEADER.toLowerCase()])
    : pageCulture(request.url);
  request.t = translatorFor(app.i18n, request.culture);
  reply.headers(app.securityHeaders).header('cache-control', 'no-store');
  return answerError(error, request, reply);
}

/** How long a refused connection is read and dropped before it is closed (answerClientError). */
const LINGER_MS = 2000;

const CLIENT_ERRORS: Record<string, { status: number; key: 'headersTooLarge' | 'requestTimeout' }> = {
  HPE_HEADER_OVERFLOW: { status: 431, key: 'headersTooLarge' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, key: 'requestTimeout' },
};

/**
 * Fastify's `clientErrorHandler` (bound to the app): Node's HTTP parser refused the request (an unknown method, a
 * bad header, headers past Node's 16 KB maxHeaderSize, a timeout) before there was any request to hand on. The
 * answer is written to the socket as Node's own would be, with the security headers and the reply shape; the
 * headers were not read, so the culture is the default one.
 */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  // The client has gone; or this connection was answered already, and Node's parser reports the rest of the
  // refused request as more errors while it is read and dropped (below).
  if (error.code === 'ECONNRESET' || socket.destroyed || socket.writableEnded) return;
  const { status, key } = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, key: 'badRequest' as const };
  this.log.debug({ code: error.code, status }, 'client error');
  // As Node's own handler: nothing is written once a response on this connection has begun.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy(error);
    return;
  }
  const body = JSON.stringify(failed(translatorFor(this.i18n, DEFAULT_CULTURE)(`api:protocol.${key}`)));
  const headers = {
    ...this.securityHeaders,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
  // Closing at once, as Node does, resets the connection under the answer while the client is still sending
  // (the rest of a 70 KB header), and it never reads the 431: read and drop the rest for a moment, then close.
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

/** Replies 404 in the API's shape for an unknown /api path. Pages have their own not-found handling. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .type('application/json; charset=utf-8')
    .send(failed(request.t('api:protocol.notFound')));
}

export const apiProtocolPlugin = fp(apiProtocol, { name: 'api-protocol', dependencies: ['culture'] });
