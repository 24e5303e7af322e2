import { vi } from 'vitest';
import { OperatorOrderPage } from '#client/features/operator/operator-order-page.tsx';
import { OperatorOrdersPage } from '#client/features/operator/operator-orders-page.tsx';
import { renderPage } from '#client/test/render-page.tsx';
import type { Culture } from '#shared/cultures.ts';
import { PATHS } from '#shared/paths.ts';

export function reply(model: unknown, list: unknown[] | null = null): Response {
  return json(200, { succeeded: true, errorMessage: '', model, list });
}

export function refusal(errorMessage: string, status = 200): Response {
  return json(status, { succeeded: false, errorMessage, model: null, list: null });
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** What the page sent: its method, URL (path and query) and body. */
export interface SentRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: BodyInit | null | undefined;
}

/**
 * A fake of the operator API behind fetch: `answer` gives each request its response. The anti-forgery cookie is
 * set beforehand, so no token request comes first.
 */
export function fakeApi(answer: (request: SentRequest) => Response | Promise<Response>) {
  // biome-ignore lint/suspicious/noDocumentCookie: the API helper reads the token from the cookie.
  document.cookie = 'XSRF-TOKEN=test.token';
  const requests: SentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = {
      method: init?.method ?? 'GET',
      url: new URL(String(input), 'http://localhost'),
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body,
    };
    requests.push(request);
    return answer(request);
  });
  vi.stubGlobal('fetch', fetch);
  return {
    requests,
    /** The requests made to one endpoint's path. */
    to: (path: string) => requests.filter((request) => request.url.pathname === path),
  };
}

/**
 * Renders a page of the console at a URL (in a culture); where a navigation led (the not-found page, for a
 * visitor who is not an operator) is in the element with test id "location".
 */
export function renderConsole(url: string, culture: Culture = 'en-GB') {
  const page = url.startsWith(PATHS.operatorOrder) ? <OperatorOrderPage /> : <OperatorOrdersPage />;
  return renderPage(page, url, culture);
}

/**
 * jsdom has <dialog> but not showModal() and close(): a minimal stand-in for what the browser does that the
 * dialogs rely on (as in client/components/forms/server-error-dialog.test.tsx). showModal() opens it and
 * remembers the focused element; close() closes it, gives focus back to that element and fires close; Escape
 * fires a cancelable cancel event at the open dialog.
 */
export function installDialogStandIns() {
  const previouslyFocused = new WeakMap<HTMLDialogElement, Element | null>();
  const onEscape = (event: KeyboardEvent) => {
    const dialogs = document.querySelectorAll('dialog[open]');
    const dialog = dialogs[dialogs.length - 1];
    if (event.key !== 'Escape' || !(dialog instanceof HTMLDialogElement)) return;
    if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  };
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    previouslyFocused.set(this, document.activeElement);
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    (previouslyFocused.get(this) as HTMLElement | null)?.focus();
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
  document.addEventListener('keydown', onEscape);
  return () => {
    document.removeEventListener('keydown', onEscape);
    // biome-ignore lint/suspicious/noExplicitAny: removing the stand-ins again.
    delete (HTMLDialogElement.prototype as any).showModal;
    // biome-ignore lint/suspicious/noExplicitAny: removing the stand-ins again.
    delete (HTMLDialogElement.prototype as any).close;
  };
}
