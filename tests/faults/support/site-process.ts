import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SERVE = path.join(import.meta.dirname, 'serve.ts');

/** A test secret: PostgreSQL sites need one from the environment. */
export const FAULT_SESSION_SECRET = 'fault-test-secret-fault-test-secret-0123456789';

/** A line the process printed: pino's JSON, parsed. */
export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface SiteProcess {
  child: ChildProcess;
  url: string;
  dataDir: string;
  /** Every JSON line printed so far. */
  logs(): LogLine[];
  output(): string;
  exited: Promise<Exit>;
  /** Sends a signal (SIGTERM unless told) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
  /** Stops it if it still runs and removes its data folder. */
  dispose(): Promise<void>;
}

/**
 * Starts the site as its own process on a loopback port, as production runs it: the tests see real sockets,
 * real signals and a real exit code. Each request may name its client in X-Forwarded-For (one proxy trusted),
 * so per-address limits count only what a test means them to.
 */
export async function startSite(port: number, env: Record<string, string> = {}): Promise<SiteProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fxe-fault-'));
  let output = '';
  const child = spawn(process.execPath, [SERVE], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
      SESSION_SECRET: FAULT_SESSION_SECRET,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let done: Exit | undefined;
  void exited.then((exit) => (done = exit));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (!(await answers(`${url}/healthz`))) {
    if (done || Date.now() > deadline)
      throw new Error(`the site did not start (${done ? `exit ${done.code}` : 'timed out'}):\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  const site: SiteProcess = {
    child,
    url,
    dataDir,
    logs: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as LogLine),
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (!done) child.kill(signal);
      return exited;
    },
    async dispose() {
      if (!done) {
        child.kill('SIGKILL');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return site;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Waits until a condition holds, polling; fails with the message after the timeout. */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  message: string,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
