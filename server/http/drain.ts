import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The first half of a graceful stop, which loses no request a client has sent: the listener closes (new
 * connections are refused, so a proxy tries another instance), and every answer from then on says
 * `Connection: close`, so each keep-alive connection carries its client's last request and ends. Closing the
 * idle connections at once instead (what http.Server.close() does) races with a client writing its next
 * request on one of them: that request is lost with a reset. Connections still idle after the grace are
 * closed by Fastify's close (`forceCloseConnections: 'idle'`), which then waits for the requests in flight.
 */
export class ConnectionDrain {
  private draining = false;
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();

  constructor(server: Server) {
    this.server = server;
    server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
  }

  /** Call for every response before it is written: during the drain, its connection ends with it. */
  mark(response: ServerResponse): void {
    if (this.draining) response.setHeader('connection', 'close');
  }

  /** Stops accepting connections and waits until every open one has ended, or the grace has passed. */
  async start(graceMs: number): Promise<void> {
    this.draining = true;
    // net's close, not http's: it stops the listener without closing the idle keep-alive connections yet.
    if (this.server.listening) NetServer.prototype.close.call(this.server);
    const deadline = Date.now() + graceMs;
    while (this.sockets.size > 0 && Date.now() < deadline) await sleep(20);
  }
}
