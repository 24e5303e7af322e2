import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { ensureRedis } from '#scripts/cluster.ts';

/**
 * The fault tests' global setup: they need a PostgreSQL and a Redis that answer, Debian's redis-server (to
 * start a Redis of their own and stop it) and nginx (the cluster's proxy). Anything missing stops the run
 * here with what to do, rather than letting a test skip or fail halfway for a reason it cannot name.
 */
export async function setup(): Promise<void> {
  const problems = (
    await Promise.all([
      checkPostgres(),
      checkRedis(),
      checkBinary('redis-server', ['--version']),
      checkNginx(),
    ])
  ).filter((problem): problem is string => problem !== undefined);
  if (problems.length > 0)
    throw new Error(
      `The fault tests cannot run on this machine:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
}

async function checkPostgres(): Promise<string | undefined> {
  const url = process.env.TEST_DATABASE_URL;
  const example = 'postgres://postgres@127.0.0.1:5432/test';
  if (!url) return `TEST_DATABASE_URL is not set: point it at a PostgreSQL that answers (e.g. ${example})`;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return `PostgreSQL at TEST_DATABASE_URL does not answer (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => {});
  }
}

async function checkRedis(): Promise<string | undefined> {
  const url = process.env.TEST_REDIS_URL;
  if (!url)
    return 'TEST_REDIS_URL is not set: point it at a Redis that answers (e.g. redis://127.0.0.1:6379/0)';
  try {
    await ensureRedis(url);
    return undefined;
  } catch (error) {
    return `Redis at TEST_REDIS_URL does not answer (${(error as Error).message})`;
  }
}

function checkBinary(
  command: string,
  args: string[],
  hint = 'apt-get install redis-server',
): string | undefined {
  const result = spawnSync(command, args, { stdio: 'ignore' });
  return result.error ? `${command} is not installed (${hint})` : undefined;
}

function checkNginx(): string | undefined {
  // Debian installs it in /usr/sbin, which a user's PATH may not hold.
  const onPath = checkBinary('nginx', ['-v'], '');
  return onPath && checkBinary('/usr/sbin/nginx', ['-v'], '')
    ? 'nginx is not installed (apt-get install nginx-light, or nginx)'
    : undefined;
}
