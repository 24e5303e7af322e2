import { vi } from 'vitest';
import type { ApiReply } from '#shared/api/reply.ts';

/** A call the page made: its path (no query), query, method and JSON body. */
export interface FakeCall {
  path: string;
  query: URLSearchParams;
  method: string;
  body: unknown;
}

/** What a fake endpoint answers: a reply (HTTP 200), or a status with a reply (a 429's message). */
export type FakeAnswer = ApiReply | { status: number; reply: ApiReply };

export const ok = <M, I = never>(model: M | null = null, list: I[] | null = null): ApiReply<M, I> => ({
  succeeded: true,
  errorMessage: '',
  model,
  list,
});

export const refused = (errorMessage: string): ApiReply => ({
  succeeded: false,
  errorMessage,
  model: null,
  list: null,
});

/**
 * The server, faked at the fetch level for a page under test: each path answers with its handler (given the
 * call, so a test can answer the second call differently from the first); any other path is a 404. Every call
 * is kept in `calls`. The anti-forgery token's read, which a page makes before its first write, answers too.
 */
export function fakeApi(handlers: Record<string, (call: FakeCall) => FakeAnswer>) {
  const calls: FakeCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: FakeCall = {
      path: url.pathname,
      query: url.searchParams,
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = call.path === '/api/xsrf-token' ? () => ok() : handlers[call.path];
    if (!handler) return new Response('{}', { status: 404 });
    const answer = handler(call);
    const [status, reply] = 'status' in answer ? [answer.status, answer.reply] : [200, answer];
    return new Response(JSON.stringify(reply), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, fetch };
}

/** jsdom has <dialog> without its modal methods: enough of them for a dialog to open and close. */
export function polyfillDialog(): void {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
