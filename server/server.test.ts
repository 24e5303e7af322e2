import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { expect, test } from 'vitest';

const SERVER = path.join(import.meta.dirname, 'server.ts');

/** The server in a process of its own, with a data folder (and SQLite file) of its own. */
function start(env: Record<string, string>): { child: ChildProcess; output: () => string; dir: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'fxe-server-'));
  let output = '';
  const child = spawn(process.execPath, [SERVER], {
    // The address the build was made for (scripts build for localhost:3000), so a build lying in dist/ is
    // served as it is rather than rewritten and compressed again at start-up.
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'info',
      DATA_DIR: dir,
      DATABASE_URL: `file:${dir}/site.db`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { child, output: () => output, dir };
}

/** The start-up line, colours taken out (a development log has them on a terminal). */
function startUpLine(output: string): string {
  return (
    stripVTControlCharacters(output)
      .split('\n')
      .find((line) => line.includes('Listening on')) ?? ''
  );
}

async function stopIfRunning(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

async function waitFor(predicate: () => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('the server logs where it listens, its database and its e-mails; SIGTERM stops it with exit code 0', async () => {
  const { child, output, dir } = start({ LEGAL_NIF: '', LEGAL_REGISTRY: '' });
  try {
    // As long as the other tests give it: a busy machine (another suite on both cores) has taken over 15 s.
    await waitFor(() => output().includes('Listening on'), 60_000);
    // The legal notice lacks its tax id and registry entry: the log names the variables to set.
    await waitFor(() => output().includes('LSSI'));
    expect(output()).toContain('set LEGAL_NIF, LEGAL_REGISTRY (see .env.example)');
    // Nor is there a bank account for transfers: the log names its variables too.
    await waitFor(() => output().includes('Orders cannot be paid by transfer'));
    expect(output()).toContain('set PAYMENT_IBAN, PAYMENT_BIC, PAYMENT_BENEFICIARY (see .env.example)');
    const line = startUpLine(output());
    expect(line).toContain(`database SQLite ${dir}/site.db`);
    expect(line).toContain(`e-mails to files in ${path.resolve(dir, 'mail')}`);
    // A site on this machine (a fresh clone's `npm start`) needs no warning: the developer reads the files.
    expect(line).not.toContain('no e-mail leaves this machine');
    const port = Number(/127\.0\.0\.1:(\d+)/.exec(line)?.[1]);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

    const started = Date.now();
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
  } finally {
    await stopIfRunning(child);
  }
}, 90_000);

test('a public site without SMTP_URL warns on its start-up line that no e-mail leaves the machine', async () => {
  const { child, output } = start({
    PUBLIC_URL: 'https://fakexrmeasy.example',
    LEGAL_NIF: 'B12345678',
    LEGAL_REGISTRY: 'Registro Mercantil de Barcelona, hoja B-1',
  });
  try {
    await waitFor(() => output().includes('Listening on'), 60_000);
    expect(JSON.parse(startUpLine(output()))).toMatchObject({
      level: 40,
      msg: expect.stringMatching(
        /e-mails to files in .*: no e-mail leaves this machine \(set SMTP_URL to send them\)$/,
      ),
    });
    // With the legal notice complete, nothing is said about it.
    expect(output()).not.toContain('LSSI');
  } finally {
    await stopIfRunning(child);
  }
}, 90_000);

test('in development (npm start) the log is for a person: a time, the level, the message', async () => {
  const { child, output } = start({ NODE_ENV: 'development' });
  try {
    await waitFor(() => output().includes('Listening on'), 60_000);
    expect(startUpLine(output())).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: Listening on http:\/\/127\.0\.0\.1:\d+ \(PUBLIC_URL /,
    );
  } finally {
    await stopIfRunning(child);
  }
}, 90_000);

test('a bad setting stops the process with a message naming the variable', async () => {
  const { child, output } = start({ PORT: 'eighty' });
  const [code] = await once(child, 'exit');
  expect(code).toBe(1);
  expect(output()).toContain('PORT');
  expect(output()).not.toContain('    at ');
});
