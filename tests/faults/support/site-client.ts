import http from 'node:http';
import { API_ROUTES } from '#shared/api/endpoints.ts';
import { XSRF_COOKIE, XSRF_HEADER } from '#shared/api/reply.ts';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** When the request had been written to the socket in full (Date.now(), to compare with the site's log). */
  sentAt: number;
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  /** A keep-alive agent to share connections; a fresh connection per request without one. */
  agent?: http.Agent;
  timeoutMs?: number;
  /**
   * Send the request again, once, on a new connection when a kept-alive one it was written on closes before
   * any byte of an answer: what browsers do (Chromium's ShouldResendRequest, any method), and what Node's
   * documentation advises (`request.reusedSocket`). The server closed that connection as idle, before reading
   * the request, so nothing of it was done. nginx closes its idle client connections so whenever it reloads.
   */
  resendLikeABrowser?: boolean;
}

/** One HTTP request with node:http, so a test sees its own sockets and knows when each request left. */
export async function request(url: string, options: RequestOptions = {}): Promise<Answer> {
  try {
    return await requestOnce(url, options);
  } catch (error) {
    const { reusedSocket, answered, code } = error as {
      reusedSocket?: boolean;
      answered?: boolean;
      code?: string;
    };
    if (!options.resendLikeABrowser || !reusedSocket || answered || !RESENT_ON.has(code ?? '')) throw error;
    return requestOnce(url, { ...options, agent: undefined, resendLikeABrowser: false });
  }
}

/** How a kept-alive connection closed by its server shows when a request meets it. */
const RESENT_ON = new Set(['ECONNRESET', 'EPIPE']);

function requestOnce(url: string, options: RequestOptions): Promise<Answer> {
  const { method = 'GET', body, agent, timeoutMs = 30_000 } = options;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    let sentAt = Number.NaN;
    let answered = false;
    const outgoing = http.request(
      url,
      {
        method,
        agent: agent ?? false,
        timeout: timeoutMs,
        headers: {
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }),
          ...options.headers,
        },
      },
      (response) => {
        answered = true;
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text, sentAt }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('finish', () => (sentAt = Date.now()));
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${method} ${url} timed out`)));
    outgoing.on('error', (error) =>
      reject(Object.assign(error, { sentAt, answered, reusedSocket: outgoing.reusedSocket })),
    );
    outgoing.end(payload);
  });
}

/**
 * A visitor from one client address (X-Forwarded-For; the site trusts one proxy): keeps its cookies and
 * echoes the anti-forgery token on writes, as the browser app does.
 */
export class Visitor {
  private readonly cookies = new Map<string, string>();
  baseUrl: string;
  readonly ip: string;
  readonly agent: http.Agent | undefined;
  private readonly resendLikeABrowser: boolean;

  /** `resendLikeABrowser`: see RequestOptions. */
  constructor(
    baseUrl: string,
    ip: string,
    agent?: http.Agent,
    options: { resendLikeABrowser?: boolean } = {},
  ) {
    this.baseUrl = baseUrl;
    this.ip = ip;
    this.agent = agent;
    this.resendLikeABrowser = options.resendLikeABrowser ?? false;
  }

  /** The same visitor, cookies and all, talking to another instance from now on. */
  at(baseUrl: string): this {
    this.baseUrl = baseUrl;
    return this;
  }

  async get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
    return this.send('GET', path, undefined, headers);
  }

  async post(path: string, body: unknown): Promise<Answer> {
    if (!this.cookies.has(XSRF_COOKIE)) await this.get(API_ROUTES.xsrfToken);
    return this.send('POST', path, body, { [XSRF_HEADER]: this.cookies.get(XSRF_COOKIE) ?? '' });
  }

  private async send(method: 'GET' | 'POST', path: string, body: unknown, headers: Record<string, string>) {
    const answer = await request(this.baseUrl + path, {
      method,
      body,
      agent: this.agent,
      resendLikeABrowser: this.resendLikeABrowser,
      headers: {
        'x-forwarded-for': this.ip,
        'x-app-culture': 'en-GB',
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...headers,
      },
    });
    for (const line of answer.headers['set-cookie'] ?? []) {
      const [pair = ''] = line.split(';');
      const equals = pair.indexOf('=');
      const value = pair.slice(equals + 1);
      // An empty value is how the server clears a cookie.
      if (value === '') this.cookies.delete(pair.slice(0, equals));
      else this.cookies.set(pair.slice(0, equals), value);
    }
    return answer;
  }
}

let lastAddress = 0;

/**
 * A client address in a /24 no other visitor of this test run has had (each has its own per-address limits,
 * and its own sign-in pairs, which count per network).
 */
export function nextAddress(): string {
  lastAddress++;
  return `10.${(lastAddress >> 8) & 255}.${lastAddress & 255}.${1 + (lastAddress % 250)}`;
}

/** The body of a contact request that says which write it was (its message), from the sender given. */
export function contactRequest(marker: string, email = 'fault@example.com') {
  return { email, firstName: 'Fault', message: marker, allowEmails: false };
}

/** Whether an API answer is a success in the reply shape. */
export function succeeded(answer: Answer): boolean {
  return answer.status === 200 && (JSON.parse(answer.body) as { succeeded?: boolean }).succeeded === true;
}
