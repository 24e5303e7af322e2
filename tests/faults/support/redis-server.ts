import { type ChildProcess, spawn } from 'node:child_process';
import { connect } from 'node:net';

export interface RedisServer {
  port: number;
  url: string;
  pid: number;
  /** Kills it by its PID (nothing saved: it comes back empty), and waits for the exit. */
  stop(): Promise<void>;
}

/** Whether something on the port answers Redis's PING. */
export function pingRedis(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host, () => socket.write('PING\r\n'));
    socket.setTimeout(1000, () => socket.destroy());
    socket.once('data', (data) => {
      resolve(data.toString().startsWith('+PONG'));
      socket.destroy();
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}

/**
 * A Redis of the test's own (Debian's redis-server binary) on a loopback port, never the machine's: a test
 * may kill it and start another on the same port. Nothing is written to disk.
 */
export async function startRedisServer(port: number): Promise<RedisServer> {
  // Another Redis answering there would pass for this one, and the test would stop the wrong process.
  if (await pingRedis(port)) throw new Error(`a Redis already answers on port ${port}`);
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 10_000;
  while (!(await pingRedis(port))) {
    if (gone || Date.now() > deadline) throw new Error(`redis-server did not start on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    pid: child.pid as number,
    async stop() {
      if (!gone) process.kill(child.pid as number, 'SIGKILL');
      await exited;
    },
  };
}
