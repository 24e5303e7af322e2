import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NODE_FLAGS, RUNTIME_ENVIRONMENT } from '#server/runtime-settings.ts';

export const ROOT = path.join(import.meta.dirname, '..');

/** Writes a benchmark's figures to bench/results/<name>.json. */
export function saveResults(name: string, results: unknown): string {
  const dir = path.join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2)}\n`);
  return file;
}

/** Prints rows as an aligned table. */
export function printTable(rows: Array<Record<string, string | number>>): void {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const width = (c: string) => Math.max(c.length, ...rows.map((r) => String(r[c]).length));
  const line = (cells: string[]) =>
    cells.map((cell, i) => cell.padEnd(width(columns[i] as string))).join('  ');
  console.log(line(columns));
  console.log(line(columns.map((c) => '-'.repeat(width(c)))));
  for (const row of rows) console.log(line(columns.map((c) => String(row[c]))));
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * Starts the production server on a loopback port with a throw-away database; resolves once it answers.
 * `runtimeSettings: false` leaves out production's node flags and environment (server/runtime-settings.ts), to
 * measure what they change.
 */
export async function startSite(
  port: number,
  env: Record<string, string> = {},
  options: { runtimeSettings?: boolean } = {},
): Promise<{ url: string; pid: number; dataDir: string; stop(): Promise<void> }> {
  const runtime = options.runtimeSettings ?? true;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fxe-bench-'));
  // With the runtime settings of production (server/runtime-settings.ts), as deploy/'s unit starts it.
  const flags = runtime ? NODE_FLAGS : [];
  const child: ChildProcess = spawn(process.execPath, [...flags, path.join(ROOT, 'server', 'server.ts')], {
    env: {
      ...process.env,
      ...(runtime ? RUNTIME_ENVIRONMENT : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${dataDir}/site.db`,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    pid: child.pid as number,
    dataDir,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
