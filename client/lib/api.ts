import type {
  Contract,
  Endpoint,
  HttpMethod,
  ItemOf,
  ModelOf,
  QueryOf,
  SentOf,
} from '#shared/api/endpoint.ts';
import { SESSION_API } from '#shared/api/endpoints/session.ts';
import { type ApiReply, XSRF_COOKIE, XSRF_HEADER } from '#shared/api/reply.ts';
import { CULTURE_HEADER, type Culture } from '#shared/cultures.ts';
import { readCookie } from './cookies.ts';

export interface ApiClientOptions {
  /** The culture that selects the language of the server's errorMessage. */
  getCulture: () => Culture;
  /** The app's API error handler: 401 sign-in, 403 forbidden, 404 not found, else 'Ooops!'. */
  onHttpError: (response: Response) => void;
  /** The errorMessage returned when the call could not complete ('An unexpected error occurred'). */
  unexpectedMessage: () => string;
  fetch?: typeof fetch;
}

/**
 * What a call came to, for the code that acts on it: a form tells a refusal (shown in its modal) from a call
 * that never completed (which the app's error handler has already dealt with) by kind, never by message.
 */
export type ApiOutcome<TModel = unknown, TItem = unknown> =
  | { kind: 'succeeded'; model: TModel | null; list: TItem[] | null }
  /**
   * The server said no: a broken rule (succeeded false), a rate limit or its database briefly out of reach
   * (503), with its localised message.
   */
  | { kind: 'refused'; message: string }
  /** No answer to act on: no network, an unreadable reply, or a status the error handler took. */
  | { kind: 'failed'; message: string };

export interface ApiClient {
  /**
   * Every call of the features goes through here (client/features/<feature>/*-api.ts): the endpoint's descriptor
   * (shared/api/endpoints.ts) types the body it takes and the model it answers, so a wrong body or a misread
   * reply fails type-checking. A read takes its query string where a write takes its body.
   */
  call<E extends JsonEndpoint>(
    endpoint: E,
    ...input: CallInput<E>
  ): Promise<ApiOutcome<ModelOf<E>, ItemOf<E>>>;
  /**
   * An upload (a `put` descriptor): the file's bytes as the body, typed `application/pdf` (the one kind the site
   * takes, docs/product.md, Operator console), its name URI-encoded in X-File-Name, and the query that says what
   * it belongs to. A refusal of the file itself (not a PDF, too large: 413, 415) comes back with the server's
   * message, as a broken rule does.
   */
  upload<E extends Endpoint<Contract, 'PUT'>>(
    endpoint: E,
    file: File,
    ...query: UploadQuery<E>
  ): Promise<ApiOutcome<ModelOf<E>, ItemOf<E>>>;
}

/** What `call` takes: any endpoint but an upload, whose body is a file rather than JSON. */
type JsonEndpoint = Endpoint<Contract, Exclude<HttpMethod, 'PUT'>>;

type UploadQuery<E extends Endpoint> = QueryOf<E> extends undefined ? [] : [query: QueryOf<E>];

/** The header that names an uploaded file, URI-encoded (a header carries ASCII only). */
export const FILE_NAME_HEADER = 'X-File-Name';
const UPLOAD_TYPE = 'application/pdf';

/** What a call passes after the endpoint: a write's body, a read's query; nothing where there is none. */
type CallInput<E extends Endpoint> = E['method'] extends 'GET' | 'HEAD'
  ? QueryOf<E> extends undefined
    ? []
    : [query: QueryOf<E>]
  : SentOf<E> extends undefined
    ? []
    : [body: SentOf<E>];

/**
 * The shared helper: JSON body (for methods other than GET/HEAD), the anti-forgery header from the
 * XSRF-TOKEN cookie, X-APP-CULTURE. A non-OK response goes to the error handler and returns succeeded false
 * with 'An unexpected error occurred', as does a network error. A 429 and a 503 (the database briefly out
 * of reach) are the exceptions: their body carries a localised errorMessage that the screen shows in its modal.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const failed = () => ({ kind: 'failed', message: options.unexpectedMessage() }) as const;

  async function send<TModel, TItem>(
    method: HttpMethod,
    url: string,
    body?: unknown,
  ): Promise<ApiOutcome<TModel, TItem>> {
    return exchange(url, {
      method,
      headers: buildHeaders(options.getCulture()),
      body: isRead(method) ? undefined : JSON.stringify(body ?? {}),
    });
  }

  /**
   * One request and what it came to. `refusedStatuses` are statuses besides 429 and 503 whose body carries the
   * server's localised message for the screen (an upload's 413 and 415).
   */
  async function exchange<TModel, TItem>(
    url: string,
    init: { method: HttpMethod; headers: Record<string, string>; body?: BodyInit },
    refusedStatuses: readonly number[] = [],
  ): Promise<ApiOutcome<TModel, TItem>> {
    try {
      const response = await sendWithXsrfToken(doFetch, url, { ...init, credentials: 'same-origin' });
      if (response.status === 429) return (await readRefusal(response)) ?? failed();
      // The database out of reach for a moment: the form keeps what was typed and shows the server's message.
      // A 503 without one (from a proxy in front) goes to the error handler like any other status.
      if (response.status === 503 || refusedStatuses.includes(response.status)) {
        const refusal = await readRefusal(response);
        if (refusal) return refusal;
      }
      if (!response.ok) {
        options.onHttpError(response);
        return failed();
      }
      const reply = (await response.json()) as ApiReply<TModel, TItem>;
      return reply.succeeded
        ? { kind: 'succeeded', model: reply.model, list: reply.list }
        : { kind: 'refused', message: reply.errorMessage };
    } catch {
      return failed();
    }
  }

  return {
    call: (endpoint, ...[input]) =>
      isRead(endpoint.method)
        ? send(endpoint.method, withQuery(endpoint.path, input))
        : send(endpoint.method, endpoint.path, input),
    upload: (endpoint, file, ...[query]) =>
      exchange(
        withQuery(endpoint.path, query),
        {
          method: endpoint.method,
          headers: {
            ...buildHeaders(options.getCulture()),
            'Content-Type': UPLOAD_TYPE,
            [FILE_NAME_HEADER]: encodeURIComponent(file.name),
          },
          body: file,
        },
        [413, 415],
      ),
  };
}

function withQuery(path: string, query: unknown): string {
  return query ? `${path}?${new URLSearchParams(query as Record<string, string>)}` : path;
}

/** A 429's or 503's body carries the localised message the screen shows in its modal. */
async function readRefusal(response: Response): Promise<ApiOutcome<never, never> | null> {
  const reply = (await response.json().catch(() => null)) as Partial<ApiReply> | null;
  return reply && typeof reply.errorMessage === 'string'
    ? { kind: 'refused', message: reply.errorMessage }
    : null;
}

function buildHeaders(culture: Culture): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    [CULTURE_HEADER]: culture,
  };
}

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * Sends a call with the anti-forgery header. Pages set no cookie, so before its first write the page asks the
 * server for a token. A write refused with 403 whose reply brought a new token (the old one no longer fitted,
 * say the anonymous id was cleared) is sent once more: the refusal came before the server read the body.
 */
async function sendWithXsrfToken(
  doFetch: typeof fetch,
  url: string,
  init: RequestInit & { method: string; headers: Record<string, string> },
): Promise<Response> {
  if (isRead(init.method)) return doFetch(url, init);
  if (!readCookie(XSRF_COOKIE)) {
    const tokenResponse = await doFetch(SESSION_API.xsrfToken.path, {
      method: 'GET',
      credentials: 'same-origin',
      headers: init.headers,
    });
    // Only its cookie matters; the body is read all the same, or the browser holds the request open.
    await tokenResponse.text().catch(() => '');
  }
  const sent = readCookie(XSRF_COOKIE);
  const response = await doFetch(url, { ...init, headers: { ...init.headers, [XSRF_HEADER]: sent } });
  const fresh = readCookie(XSRF_COOKIE);
  if (response.status !== 403 || !fresh || fresh === sent) return response;
  return doFetch(url, { ...init, headers: { ...init.headers, [XSRF_HEADER]: fresh } });
}
