import { connect, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Cuts every connection and refuses new ones, as a stopped database does. */
  down(): Promise<void>;
  /** Accepts connections again on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP relay from a loopback port to a target, which a test can take down and bring back. */
export async function startTcpProxy(port: number, target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;

  function track(socket: Socket) {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  }

  async function up() {
    if (server) return;
    const listening = createServer((client) => {
      const upstream = connect(target.port, target.host);
      track(client);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', resolve);
    });
    server = listening;
  }

  async function down() {
    const closing = server;
    server = undefined;
    // Stop accepting first, then cut what is open: close() calls back once the last connection is gone.
    const closed = closing ? new Promise((resolve) => closing.close(resolve)) : undefined;
    for (const socket of sockets) socket.destroy();
    await closed;
  }

  await up();
  return { port, up, down, close: down };
}
