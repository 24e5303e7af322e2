import { vi } from 'vitest';
import { failed, succeeded } from '#shared/api/reply.ts';

/** One call the page made: its method, path (no query), query and JSON body. */
export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/**
 * What a fake endpoint answers: a reply object (sent with 200), a status with a reply (a 429 and its message), or
 * a whole Response.
 */
export type FakeAnswer = Response | ReturnType<typeof succeeded> | { status: number; reply: unknown };

/** An endpoint's fake: an answer, or a function of the call to one (a page that saves, then reads again). */
export type FakeEndpoint = FakeAnswer | ((call: FakeCall) => FakeAnswer | Promise<FakeAnswer>);

/**
 * Fakes the API at the fetch level, as the browser sees it (the pages' own code, client/lib/api.ts included,
 * runs unchanged): each path answers with its reply, the anti-forgery token is given, and every call is kept
 * for the test to read. A path without a fake answers 500, which the page shows as an error.
 */
export function fakeApi(endpoints: Record<string, FakeEndpoint>) {
  const calls: FakeCall[] = [];
  const fetchSpy = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'https://site.test');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/xsrf-token') {
      // biome-ignore lint/suspicious/noDocumentCookie: the cookie the server would set.
      document.cookie = 'XSRF-TOKEN=test-token; path=/';
      return new Response('', { status: 200 });
    }
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    const endpoint = endpoints[url.pathname];
    if (endpoint === undefined) return new Response('{}', { status: 500 });
    const answer = typeof endpoint === 'function' ? await endpoint(call) : endpoint;
    if (answer instanceof Response) return answer;
    const [status, reply] = 'status' in answer ? [answer.status, answer.reply] : [200, answer];
    return new Response(JSON.stringify(reply), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchSpy);
  return {
    calls,
    fetch: fetchSpy,
    /** The calls made to one path. */
    callsTo: (path: string) => calls.filter((call) => call.path === path),
  };
}

/** jsdom has no modal dialogs: showModal and close set `open`, as a browser does. */
export function polyfillDialogs() {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

export { failed as refused, succeeded as ok };
