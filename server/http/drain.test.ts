import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, test } from 'vitest';
import { ConnectionDrain } from './drain.ts';

describe('ConnectionDrain', () => {
  let server: http.Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  async function listening() {
    let drain: ConnectionDrain | undefined;
    server = http.createServer((_request, response) => {
      drain?.mark(response);
      response.end('ok');
    });
    drain = new ConnectionDrain(server);
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { drain, url: `http://127.0.0.1:${port}/` };
  }

  test('closes the listener once no connection has come for quietMs, and refuses what comes after', async () => {
    const { drain, url } = await listening();
    const closed = await drain.stopListening({ quietMs: 50, settleMs: 2000 });
    expect(closed.quiet).toBe(true);
    expect(closed.listeningMs).toBeLessThan(2000);
    await expect(fetch(url)).rejects.toThrow();
  });

  test('stays open while connections keep coming, until settleMs, and answers them all', async () => {
    const { drain, url } = await listening();
    let arriving = true;
    let listenerOpen = true;
    const statuses: number[] = [];
    const failedWhileOpen: string[] = [];
    // Three clients, each opening a connection of its own per request, as nginx does.
    const client = async () => {
      while (arriving) {
        const status = await new Promise<number | undefined>((resolve) =>
          http
            .get(url, { agent: false }, (response) => {
              response.resume();
              resolve(response.statusCode);
            })
            .on('error', (error: NodeJS.ErrnoException) => {
              if (listenerOpen) failedWhileOpen.push(error.code ?? error.message);
              resolve(undefined);
            }),
        );
        if (status !== undefined) statuses.push(status);
      }
    };
    const clients = [client(), client(), client()];
    await sleep(50);
    const closed = await drain.stopListening({ quietMs: 300, settleMs: 1000 });
    listenerOpen = false;
    arriving = false;
    await Promise.all(clients);
    expect(closed.quiet).toBe(false);
    expect(closed.listeningMs).toBeGreaterThanOrEqual(1000);
    expect(statuses.length).toBeGreaterThan(5);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(failedWhileOpen).toEqual([]);
  });

  test('once the listener is closed, each answer ends its keep-alive connection', async () => {
    const { drain, url } = await listening();
    const agent = new http.Agent({ keepAlive: true });
    const get = () =>
      new Promise<string | undefined>((resolve, reject) =>
        http
          .get(url, { agent }, (response) => {
            response.resume();
            response.on('end', () => resolve(response.headers.connection));
          })
          .on('error', reject),
      );
    expect(await get()).toBe('keep-alive');
    await drain.stopListening({ quietMs: 20, settleMs: 1000 });
    // The kept-alive connection still carries a request, and its answer closes it.
    expect(await get()).toBe('close');
    await drain.connectionsEnded(1000);
    agent.destroy();
  });
});
