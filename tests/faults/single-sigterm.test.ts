import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API_ROUTES } from '#shared/api/endpoints.ts';
import { faultPort } from './support/ports.ts';
import { type Answer, nextAddress, request, Visitor } from './support/site-client.ts';
import { type SiteProcess, startSite, waitUntil } from './support/site-process.ts';

interface Outcome {
  kind: string;
  sentAt: number;
  answeredAt: number;
  answer?: Answer;
  error?: string;
}

describe('SIGTERM while keep-alive clients have requests in flight', () => {
  let site: SiteProcess;
  beforeAll(async () => {
    // At info, the log says when the site began to stop.
    site = await startSite(faultPort('sigterm', 0), { LOG_LEVEL: 'info' });
  });
  afterAll(async () => site?.dispose());

  test('every request sent before the signal is answered normally, the drain closes each connection, and the process exits 0 within 10 s', async () => {
    // Few sockets for many clients, as behind a proxy: every connection is reused all the time.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const outcomes: Outcome[] = [];
    let stopped = false;

    /** One kind of request, sent again as soon as it is answered, until the site stops answering. */
    async function loop(kind: string, send: () => Promise<Answer>) {
      while (!stopped) {
        try {
          const answer = await send();
          outcomes.push({ kind, sentAt: answer.sentAt, answeredAt: Date.now(), answer });
        } catch (error) {
          const { code, sentAt } = error as { code?: string; sentAt?: number };
          const failure = code ?? (error as Error).message;
          outcomes.push({ kind, sentAt: sentAt ?? Number.NaN, answeredAt: Date.now(), error: failure });
          // After the signal the listener is gone: a refused connection ends this client's run.
          return;
        }
      }
    }
    const page = () => request(`${site.url}/training`, { agent });
    const apiRead = () => request(`${site.url}${API_ROUTES.xsrfToken}`, { agent });
    // A sign-in derives a password hash (argon2id): the slow request of the mix. Each from its own address.
    const signIn = () =>
      new Visitor(site.url, nextAddress(), agent).post(API_ROUTES.accountSignIn, {
        Email: `nobody-${nextAddress()}@example.com`,
        Password: 'Wr0ng-guess!',
      });
    const clients = [
      ...Array.from({ length: 8 }, () => loop('page', page)),
      loop('api read', apiRead),
      loop('api read', apiRead),
      loop('sign-in', signIn),
      loop('sign-in', signIn),
      loop('sign-in', signIn),
    ];

    await sleep(1500);
    // Signal while a sign-in is being answered: its derivation is the request most likely to be cut short.
    const signIns = () => outcomes.filter((outcome) => outcome.kind === 'sign-in').length;
    const answered = signIns();
    await waitUntil(() => signIns() > answered, 'a sign-in answered');
    await sleep(5);
    const signalledAt = Date.now();
    const { code, signal } = await site.stop('SIGTERM');
    const exitedAfter = Date.now() - signalledAt;
    stopped = true;
    await Promise.all(clients);
    agent.destroy();

    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(exitedAfter).toBeLessThan(10_000);

    const before = outcomes.filter((outcome) => outcome.sentAt < signalledAt);
    const inFlight = before.filter((outcome) => outcome.answeredAt > signalledAt);
    expect(inFlight.some((outcome) => outcome.kind === 'sign-in')).toBe(true);
    // Sent before the signal: each one answered, with the status it would have had on any other day.
    const failed = before.filter((outcome) => outcome.answer?.status !== 200);
    expect(failed.map(({ kind, error, answer }) => ({ kind, error, status: answer?.status }))).toEqual([]);
    // Sent after the signal: on a kept-alive connection, answered normally too; on a new one, refused (a
    // proxy then tries another instance). No request is lost with a reset.
    const afterwards = outcomes.filter((outcome) => !(outcome.sentAt < signalledAt));
    expect(afterwards.filter((outcome) => outcome.error).map((outcome) => outcome.error)).toEqual(
      Array(clients.length).fill('ECONNREFUSED'),
    );
    expect(afterwards.filter((outcome) => outcome.answer?.status !== 200 && !outcome.error)).toEqual([]);
    // The clients kept their connections, so no new one came: the listener closed once that had lasted
    // 250 ms, not on the drain's 3 s limit. From then on, each answer tells its client the connection ends
    // with it (the requests sent in the same millisecond as the log line may have been answered just before).
    const logged = (msg: string) => site.logs().find((line) => line.msg === msg);
    expect(Number(logged('stopping')?.time)).toBeGreaterThanOrEqual(signalledAt);
    const closedListener = Number(logged('stopped listening')?.time);
    expect(closedListener).toBeGreaterThanOrEqual(signalledAt);
    const closing = outcomes.filter((outcome) => outcome.answer?.headers.connection === 'close');
    expect(closing.length).toBeGreaterThan(0);
    expect(closing.every((outcome) => outcome.sentAt >= signalledAt)).toBe(true);
    const keptAlive = outcomes.filter((outcome) => outcome.answer?.headers.connection === 'keep-alive');
    expect(keptAlive.filter((outcome) => outcome.sentAt > closedListener)).toEqual([]);
  });
});
