import { describe, expect, test, vi } from 'vitest';
import { get, post, put } from '#shared/api/endpoint.ts';
import type { ApiReply } from '#shared/api/reply.ts';
import { type ApiOutcome, createApiClient } from './api.ts';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setCookie(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the helper reads document.cookie, as the server sets it.
  document.cookie = cookie;
}

type FetchFn = (url: string, init?: RequestInit) => Promise<Response>;
type FetchMock = ReturnType<typeof vi.fn<FetchFn>>;

/** An API client over a fake fetch: a fixed reply (or network error), or a function of the request. */
function setup(response: Response | Error | FetchMock) {
  const fetch: FetchMock =
    typeof response === 'function'
      ? response
      : vi.fn<FetchFn>(async () => {
          if (response instanceof Error) throw response;
          return response;
        });
  const onHttpError = vi.fn();
  const api = createApiClient({
    getCulture: () => 'es-ES',
    onHttpError,
    unexpectedMessage: () => 'An unexpected error occurred',
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { api: withReplies(api), fetch, onHttpError };
}

/**
 * The client's calls, and the reply shape each came to: these tests were written for `get` and `post`, which
 * answered in the API's own shape.
 */
function withReplies(client: ReturnType<typeof createApiClient>) {
  return {
    call: client.call,
    upload: client.upload,
    send: (method: 'GET' | 'POST', url: `/api/${string}`, body?: unknown) =>
      method === 'GET' ? client.call(get(url)) : client.call(post<{ body: unknown }>(url), body),
    get: async (url: `/api/${string}`) => replyOf(await client.call(get(url))),
    post: async (url: `/api/${string}`, body?: unknown) =>
      replyOf(await client.call(post<{ body: unknown }>(url), body)),
  };
}

function replyOf<TModel, TItem>(outcome: ApiOutcome<TModel, TItem>): ApiReply<TModel, TItem> {
  return outcome.kind === 'succeeded'
    ? { succeeded: true, errorMessage: '', model: outcome.model, list: outcome.list }
    : { succeeded: false, errorMessage: outcome.message, model: null, list: null };
}

const UNEXPECTED = {
  succeeded: false,
  errorMessage: 'An unexpected error occurred',
  model: null,
  list: null,
};

describe('the API helper', () => {
  test('sends JSON with the anti-forgery token from the cookie and the culture', async () => {
    setCookie('XSRF-TOKEN=abc.def');
    const { api, fetch } = setup(
      jsonResponse(200, { succeeded: true, errorMessage: '', model: 1, list: null }),
    );
    const reply = await api.post('/api/contact/submit', { email: 'a@b.co' });
    expect(reply).toEqual({ succeeded: true, errorMessage: '', model: 1, list: null });
    expect(fetch).toHaveBeenCalledWith('/api/contact/submit', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'X-XSRF-TOKEN': 'abc.def',
        'X-APP-CULTURE': 'es-ES',
      },
      body: '{"email":"a@b.co"}',
    });
  });

  test('before its first write the page asks for a token (pages set none), then sends it', async () => {
    setCookie('XSRF-TOKEN=; Max-Age=0');
    const fetch = vi.fn<FetchFn>(async (url) => {
      if (url === '/api/xsrf-token') setCookie('XSRF-TOKEN=fresh.token');
      return jsonResponse(200, { succeeded: true, errorMessage: '', model: null, list: null });
    });
    const { api } = setup(fetch);
    await api.post('/api/contact/submit', {});
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/xsrf-token', '/api/contact/submit']);
    expect(fetch.mock.calls[1]?.[1]).toMatchObject({ headers: { 'X-XSRF-TOKEN': 'fresh.token' } });
  });

  test('a write refused with a new token is sent once more with it; a plain 403 is not', async () => {
    setCookie('XSRF-TOKEN=stale.token');
    let refusals = 0;
    const fetch = vi.fn<FetchFn>(async () => {
      if (refusals++ > 0)
        return jsonResponse(200, { succeeded: true, errorMessage: '', model: 2, list: null });
      setCookie('XSRF-TOKEN=renewed.token');
      return jsonResponse(403, {});
    });
    const { api, onHttpError } = setup(fetch);
    expect((await api.post('/api/x', {})).model).toBe(2);
    expect(fetch.mock.calls.map(([, init]) => init?.headers)).toMatchObject([
      { 'X-XSRF-TOKEN': 'stale.token' },
      { 'X-XSRF-TOKEN': 'renewed.token' },
    ]);
    expect(onHttpError).not.toHaveBeenCalled();

    const forbidden = setup(jsonResponse(403, {}));
    expect(await forbidden.api.post('/api/x', {})).toEqual(UNEXPECTED);
    expect(forbidden.fetch).toHaveBeenCalledTimes(1);
  });

  test('a GET carries no body', async () => {
    const { api, fetch } = setup(
      jsonResponse(200, { succeeded: true, errorMessage: '', model: null, list: [] }),
    );
    await api.get('/api/countries/all');
    expect((fetch.mock.calls[0] as unknown[] | undefined)?.[1]).toMatchObject({
      method: 'GET',
      body: undefined,
    });
  });

  test('a reply with succeeded false is returned as it is, without the error handler', async () => {
    const { api, onHttpError } = setup(
      jsonResponse(200, { succeeded: false, errorMessage: 'Nope', model: null, list: null }),
    );
    expect(await api.post('/api/x', {})).toEqual({
      succeeded: false,
      errorMessage: 'Nope',
      model: null,
      list: null,
    });
    expect(onHttpError).not.toHaveBeenCalled();
  });

  test.each([401, 403, 404, 500, 502, 400, 413])(
    'a %i goes to the error handler and returns the unexpected-error reply',
    async (status) => {
      const { api, onHttpError } = setup(
        jsonResponse(status, { succeeded: false, errorMessage: 'server words', model: null, list: null }),
      );
      expect(await api.post('/api/x', {})).toEqual(UNEXPECTED);
      expect(onHttpError).toHaveBeenCalledWith(expect.objectContaining({ status }));
    },
  );

  test('a 429 returns the localised message for the screen modal, not the error screen', async () => {
    const { api, onHttpError } = setup(
      jsonResponse(429, { succeeded: false, errorMessage: 'Espera 60 segundos', model: null, list: null }),
    );
    expect(await api.post('/api/x', {})).toEqual({
      succeeded: false,
      errorMessage: 'Espera 60 segundos',
      model: null,
      list: null,
    });
    expect(onHttpError).not.toHaveBeenCalled();
  });

  test('a network error returns the unexpected-error reply', async () => {
    const { api, onHttpError } = setup(new TypeError('Failed to fetch'));
    expect(await api.post('/api/x', {})).toEqual(UNEXPECTED);
    expect(onHttpError).not.toHaveBeenCalled();
  });
});

describe('what a call came to', () => {
  test('a reply that succeeded hands over its model and list', async () => {
    const { api } = setup(jsonResponse(200, { succeeded: true, errorMessage: '', model: 3, list: ['a'] }));
    expect(await api.send('GET', '/api/x')).toEqual({ kind: 'succeeded', model: 3, list: ['a'] });
  });

  test("a reply with succeeded false is the server's refusal, with its message", async () => {
    const { api } = setup(
      jsonResponse(200, { succeeded: false, errorMessage: 'Nope', model: null, list: null }),
    );
    expect(await api.send('POST', '/api/x', {})).toEqual({ kind: 'refused', message: 'Nope' });
  });

  test('a 429 is a refusal too, with the localised message of its body', async () => {
    const { api, onHttpError } = setup(
      jsonResponse(429, { succeeded: false, errorMessage: 'Espera 60 segundos', model: null, list: null }),
    );
    expect(await api.send('POST', '/api/x', {})).toEqual({ kind: 'refused', message: 'Espera 60 segundos' });
    expect(onHttpError).not.toHaveBeenCalled();
  });

  test("a 503 (the database briefly out of reach) is a refusal with the server's message, not the error screen", async () => {
    const { api, onHttpError } = setup(
      jsonResponse(503, {
        succeeded: false,
        errorMessage: 'The site is briefly unavailable. Please try again in a moment.',
        model: null,
        list: null,
      }),
    );
    expect(await api.send('POST', '/api/x', {})).toEqual({
      kind: 'refused',
      message: 'The site is briefly unavailable. Please try again in a moment.',
    });
    expect(onHttpError).not.toHaveBeenCalled();
  });

  test("a 503 without the server's message (a proxy's page) goes to the error handler", async () => {
    const { api, onHttpError } = setup(new Response('<h1>503</h1>', { status: 503 }));
    expect(await api.send('POST', '/api/x', {})).toEqual({
      kind: 'failed',
      message: 'An unexpected error occurred',
    });
    expect(onHttpError).toHaveBeenCalledWith(expect.objectContaining({ status: 503 }));
  });

  test('the token asked for before a first write is read to its end, so the browser closes the request', async () => {
    setCookie('XSRF-TOKEN=; Max-Age=0');
    const tokenReply = jsonResponse(200, { succeeded: true, errorMessage: '', model: null, list: null });
    const fetch = vi.fn<FetchFn>(async (url) => {
      if (url !== '/api/xsrf-token')
        return jsonResponse(200, { succeeded: true, errorMessage: '', model: null, list: null });
      setCookie('XSRF-TOKEN=fresh.token');
      return tokenReply;
    });
    await setup(fetch).api.post('/api/contact/submit', {});
    expect(tokenReply.bodyUsed).toBe(true);
  });

  test('a 429 without a readable message, an error status or no network is a failed call', async () => {
    const failed = { kind: 'failed', message: 'An unexpected error occurred' };
    expect(await setup(new Response('busy', { status: 429 })).api.send('POST', '/api/x', {})).toEqual(failed);
    const withStatus = setup(jsonResponse(500, {}));
    expect(await withStatus.api.send('POST', '/api/x', {})).toEqual(failed);
    expect(withStatus.onHttpError).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }));
    expect(await setup(new TypeError('Failed to fetch')).api.send('GET', '/api/x')).toEqual(failed);
  });
});

// An upload (a `put` descriptor, docs/product.md, Operator console): the operator attaches accounting's invoice.
describe('an upload', () => {
  const attach = put<{ model: { invoiceFileName: string }; query: { reference: string } }>(
    '/api/orders/file',
  );
  const pdf = () => new File(['%PDF-1.7 body'], 'Factura 2026/17 – Ñandú.pdf', { type: 'application/pdf' });

  test('sends the file as the body, typed as a PDF, its name URI-encoded, what it belongs to in the query', async () => {
    setCookie('XSRF-TOKEN=abc.def');
    const { api, fetch } = setup(
      jsonResponse(200, {
        succeeded: true,
        errorMessage: '',
        model: { invoiceFileName: 'a.pdf' },
        list: null,
      }),
    );
    const file = pdf();
    const outcome = await api.upload(attach, file, { reference: 'FXE-AB12-CD34' });
    expect(outcome).toEqual({ kind: 'succeeded', model: { invoiceFileName: 'a.pdf' }, list: null });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/orders/file?reference=FXE-AB12-CD34');
    expect(init).toEqual({
      method: 'PUT',
      credentials: 'same-origin',
      headers: {
        'Content-Type': 'application/pdf',
        Accept: 'application/json',
        'X-APP-CULTURE': 'es-ES',
        'X-File-Name': 'Factura%202026%2F17%20%E2%80%93%20%C3%91and%C3%BA.pdf',
        'X-XSRF-TOKEN': 'abc.def',
      },
      body: file,
    });
    const headers = (init?.headers ?? {}) as Record<string, string>;
    expect(decodeURIComponent(headers['X-File-Name'] ?? '')).toBe(file.name);
  });

  test('asks for the anti-forgery token first when the page has none, as any write does', async () => {
    setCookie('XSRF-TOKEN=; Max-Age=0');
    const fetch = vi.fn<FetchFn>(async (url) => {
      if (url === '/api/xsrf-token') setCookie('XSRF-TOKEN=fresh.token');
      return jsonResponse(200, { succeeded: true, errorMessage: '', model: null, list: null });
    });
    await setup(fetch).api.upload(attach, pdf(), { reference: 'FXE-AB12-CD34' });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/xsrf-token',
      '/api/orders/file?reference=FXE-AB12-CD34',
    ]);
    expect(fetch.mock.calls[1]?.[1]).toMatchObject({ headers: { 'X-XSRF-TOKEN': 'fresh.token' } });
  });

  test("the server's refusal of the file (not a PDF, too large) is a refusal with its message", async () => {
    setCookie('XSRF-TOKEN=abc.def');
    const notPdf = setup(
      jsonResponse(200, { succeeded: false, errorMessage: 'Not a PDF', model: null, list: null }),
    );
    expect(await notPdf.api.upload(attach, pdf(), { reference: 'FXE-AB12-CD34' })).toEqual({
      kind: 'refused',
      message: 'Not a PDF',
    });
    for (const status of [413, 415]) {
      const refused = setup(jsonResponse(status, { succeeded: false, errorMessage: `Refused ${status}` }));
      expect(await refused.api.upload(attach, pdf(), { reference: 'FXE-AB12-CD34' })).toEqual({
        kind: 'refused',
        message: `Refused ${status}`,
      });
      expect(refused.onHttpError).not.toHaveBeenCalled();
    }
  });

  test('a 413 without a message (a proxy in front) or a 404 goes to the error handler', async () => {
    setCookie('XSRF-TOKEN=abc.def');
    const failed = { kind: 'failed', message: 'An unexpected error occurred' };
    const proxy = setup(new Response('<h1>413</h1>', { status: 413 }));
    expect(await proxy.api.upload(attach, pdf(), { reference: 'FXE-AB12-CD34' })).toEqual(failed);
    expect(proxy.onHttpError).toHaveBeenCalledWith(expect.objectContaining({ status: 413 }));
    const notFound = setup(jsonResponse(404, {}));
    expect(await notFound.api.upload(attach, pdf(), { reference: 'FXE-AB12-CD34' })).toEqual(failed);
    expect(notFound.onHttpError).toHaveBeenCalledWith(expect.objectContaining({ status: 404 }));
  });
});
