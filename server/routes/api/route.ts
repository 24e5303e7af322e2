import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodType, z } from 'zod';
import { parseBody } from '#server/plugins/api-protocol.ts';
import type { BodyOf, Endpoint, ItemOf, ModelOf, SentOf } from '#shared/api/endpoint.ts';
import { pathUnderApi } from '#shared/api/endpoints.ts';
import type { ApiReply } from '#shared/api/reply.ts';

/**
 * What a handler answers: the reply shape with the endpoint's model (docs/product.md, API), or the reply it has
 * sent itself (a file, a redirect, the precompressed country list).
 */
export type RouteAnswer<E extends Endpoint> = ApiReply<ModelOf<E>, ItemOf<E>> | FastifyReply;

/** A route's handler: the body arrives parsed by the endpoint's schema; a rule it broke never reaches it. */
export type RouteHandler<E extends Endpoint> = (
  request: FastifyRequest,
  reply: FastifyReply,
  body: BodyOf<E>,
) => Promise<RouteAnswer<E>>;

/**
 * What a route may add to its method and path: its rate limit or its opting out of the anti-forgery check
 * (`config`, plugins/rate-limit.ts and plugins/xsrf.ts), and its hooks.
 */
export type RouteOptions = Pick<RouteShorthandOptions, 'onRequest' | 'preHandler'> & {
  config?: RouteShorthandOptions['config'] & { xsrfExempt?: boolean };
};

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * The build's check that a schema reads the endpoint's body: its output is the body the handler gets, its input
 * what the browser sends (shared/api/endpoint.ts). Anything else makes the schema argument fail to type-check.
 */
export type SchemaCheck<E extends Endpoint, S extends ZodType> =
  Same<z.output<S>, BodyOf<E>> extends true
    ? Same<z.input<S>, SentOf<E>> extends true
      ? unknown
      : { 'the schema reads another body than the endpoint sends': SentOf<E> }
    : { 'the schema gives another body than the endpoint declares': BodyOf<E> };

/** The build's check that an endpoint registered without a schema reads no body. */
export type BodilessCheck<E extends Endpoint> =
  BodyOf<E> extends undefined
    ? unknown
    : { 'an endpoint with a body is registered with its schema': BodyOf<E> };

/**
 * Registers an endpoint of shared/api/endpoints.ts (docs/architecture.md, API contract): its method and path from
 * the descriptor, its body parsed by its zod schema before the handler runs, with parseBody's answers (a wrong
 * type is a 400, a broken rule a `succeeded: false` with the rule's message), and the reply typed by the
 * descriptor's model. The route's hooks (`preHandler`: the session check of signed-in routes) run before the body
 * is read, as they would before a handler.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E & BodilessCheck<E>,
  handler: RouteHandler<E>,
): void;
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E & BodilessCheck<E>,
  options: RouteOptions,
  handler: RouteHandler<E>,
): void;
export function route<E extends Endpoint, S extends ZodType>(
  app: FastifyInstance,
  endpoint: E,
  schema: S & SchemaCheck<E, S>,
  handler: RouteHandler<E>,
): void;
export function route<E extends Endpoint, S extends ZodType>(
  app: FastifyInstance,
  endpoint: E,
  schema: S & SchemaCheck<E, S>,
  options: RouteOptions,
  handler: RouteHandler<E>,
): void;
export function route(app: FastifyInstance, endpoint: Endpoint, ...args: unknown[]): void {
  const handler = args.at(-1) as RouteHandler<Endpoint>;
  const schema = args.find(isSchema);
  const options = (args.find((arg) => arg !== handler && !isSchema(arg)) ?? {}) as RouteOptions;
  app.route({
    ...options,
    method: endpoint.method,
    url: pathUnderApi(endpoint.path),
    handler: async (request, reply) => {
      if (!schema) return handler(request, reply, undefined);
      const body = parseBody(request, schema);
      return body.ok ? handler(request, reply, body.data as never) : body.reply;
    },
  });
}

function isSchema(value: unknown): value is ZodType {
  return typeof value === 'object' && value !== null && 'safeParse' in value;
}
