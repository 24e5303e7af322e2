export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What an endpoint takes and answers, as types only (docs/architecture.md, API contract):
 * - `body`: the request body as the server's handler reads it (its zod schema's output);
 * - `sent`: what the browser sends, when a field the schema fills in may be left out (its zod schema's input);
 *   the body otherwise;
 * - `model` and `item`: the reply's model and the type of its list's items;
 * - `query`: the query string of a read.
 * Nothing of it exists at run time, so the descriptors cost the browser their paths and methods only, and zod
 * stays out of a page's first load (docs/decisions/0013).
 */
export interface Contract {
  body?: unknown;
  sent?: unknown;
  model?: unknown;
  item?: unknown;
  query?: Record<string, string>;
}

declare const contract: unique symbol;

/** One endpoint: its method and full path, and (as a type) its contract. */
export interface Endpoint<C extends Contract = Contract, M extends HttpMethod = HttpMethod> {
  readonly method: M;
  readonly path: `/api/${string}`;
  /** Never set: it carries the contract's types to `api.call` and the server's `route`. */
  readonly [contract]?: C;
}

type ContractOf<E> = E extends Endpoint<infer C, HttpMethod> ? C : never;

/** The body the server's handler reads: its schema's output. `undefined` for an endpoint that reads none. */
export type BodyOf<E> = ContractOf<E> extends { body: infer B } ? B : undefined;
/** What the browser sends: the schema's input. */
export type SentOf<E> = ContractOf<E> extends { sent: infer S } ? S : BodyOf<E>;
export type ModelOf<E> = ContractOf<E> extends { model: infer M } ? M : null;
export type ItemOf<E> = ContractOf<E> extends { item: infer I } ? I : never;
export type QueryOf<E> = ContractOf<E> extends { query: infer Q } ? Q : undefined;

/** A read: no body; a query string if the contract has one. */
export function get<C extends Omit<Contract, 'body' | 'sent'> = Record<never, never>>(
  path: `/api/${string}`,
): Endpoint<C, 'GET'> {
  return { method: 'GET', path };
}

/** A write: a JSON body, the anti-forgery header (docs/product.md, API). */
export function post<C extends Omit<Contract, 'query'> = Record<never, never>>(
  path: `/api/${string}`,
): Endpoint<C, 'POST'> {
  return { method: 'POST', path };
}

/**
 * An upload: the file's bytes as the body (not JSON), its name in the X-File-Name header (URI-encoded), what it
 * belongs to in the query; the anti-forgery header as for any write.
 */
export function put<C extends Omit<Contract, 'body' | 'sent'> = Record<never, never>>(
  path: `/api/${string}`,
): Endpoint<C, 'PUT'> {
  return { method: 'PUT', path };
}
