import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { setImmediate as afterPoll, setTimeout as sleep } from 'node:timers/promises';

export interface ListenerTimings {
  /** The listener closes once no connection has arrived for this long (the proxy has stopped sending)… */
  quietMs: number;
  /** …or after this long, whether or not connections still arrive. */
  settleMs: number;
}

export interface ListenerClosed {
  /** From the start of the drain to the listener's close. */
  listeningMs: number;
  /** Whether connections had stopped arriving when the listener closed (false: it closed on `settleMs`). */
  quiet: boolean;
}

/**
 * The first half of a graceful stop, which loses no request a client has sent (docs/decisions/0026).
 *
 * 1. The listener stays open until connections stop arriving. Closing it resets every connection the kernel
 *    has completed but the process not yet accepted, and nginx has already written its request on it: a POST
 *    written so is answered 502, since nginx does not repeat a write. Once nginx no longer sends this
 *    instance anything (it has been taken out of the upstream and reloaded), nothing can be caught so, and a
 *    connection arriving later is refused, which nginx retries on another instance, POST included.
 * 2. From the listener's close, every answer says `Connection: close`, so each keep-alive connection carries
 *    its client's last request and ends. Closing the idle connections at once instead (what
 *    http.Server.close() does) races with a client writing its next request on one of them: that request is
 *    lost with a reset. Connections still idle after the grace are closed by Fastify's close
 *    (`forceCloseConnections: 'idle'`), which then waits for the requests in flight.
 */
export class ConnectionDrain {
  private draining = false;
  private lastConnectionAt = performance.now();
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();

  constructor(server: Server) {
    this.server = server;
    server.on('connection', (socket: Socket) => {
      this.lastConnectionAt = performance.now();
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
  }

  /** Call for every response before it is written: once the listener is closed, its connection ends with it. */
  mark(response: ServerResponse): void {
    if (this.draining) response.setHeader('connection', 'close');
  }

  /** Closes the listener once connections stop arriving (step 1); resolves as it closes. */
  async stopListening(timings: ListenerTimings): Promise<ListenerClosed> {
    const startedAt = performance.now();
    const settledBy = startedAt + timings.settleMs;
    const quietSince = () => performance.now() - this.lastConnectionAt;
    for (;;) {
      // Right after the event loop's poll phase, which has just accepted whatever the kernel had queued: what
      // is then closed has nothing waiting in it.
      await afterPoll();
      if (quietSince() >= timings.quietMs || performance.now() >= settledBy) break;
      await sleep(Math.min(timings.quietMs - quietSince(), settledBy - performance.now()) + 1);
    }
    const quiet = quietSince() >= timings.quietMs;
    this.draining = true;
    // net's close, not http's: it stops the listener without closing the idle keep-alive connections yet.
    if (this.server.listening) NetServer.prototype.close.call(this.server);
    return { listeningMs: performance.now() - startedAt, quiet };
  }

  /** Waits until every open connection has ended, or the grace has passed (step 2). */
  async connectionsEnded(graceMs: number): Promise<void> {
    const deadline = Date.now() + graceMs;
    while (this.sockets.size > 0 && Date.now() < deadline) await sleep(20);
  }
}
