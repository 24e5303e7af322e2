import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { NODE_FLAGS, RUNTIME_ENVIRONMENT } from '#server/runtime-settings.ts';
import { hasBuild } from '#server/start-build.ts';

/**
 * The scaled-out shape on this machine (docs/operations.md): nginx on a loopback port, without TLS, in front
 * of N instances of the site on their own ports, all on one PostgreSQL and one Redis. `npm run cluster` runs
 * it until Ctrl-C; tests and benchmarks call startCluster.
 */

const ROOT = path.join(import.meta.dirname, '..');
const PROXY_SNIPPET = path.join(ROOT, 'deploy', 'nginx', 'snippets', 'fakexrmeasy-proxy.conf');
const LOG_SNIPPET = path.join(ROOT, 'deploy', 'nginx', 'snippets', 'fakexrmeasy-log.conf');

export const CLUSTER_DEFAULTS = {
  instances: 2,
  basePort: 8080,
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/fakexrmeasy_cluster',
  redisUrl: 'redis://127.0.0.1:6379',
  dataDir: path.join(ROOT, 'data', 'cluster'),
} as const;

export interface ClusterOptions {
  /** How many instances (2 unless set). */
  instances?: number;
  /** nginx listens here and the instances on the ports after it (8080: instances on 8081, 8082…). */
  basePort?: number;
  /** One PostgreSQL database for every instance, created when missing. */
  databaseUrl?: string;
  redisUrl?: string;
  /** Where every instance sends e-mail; unset, each writes them into its own DATA_DIR/mail/. */
  smtpUrl?: string;
  /** The one SESSION_SECRET of every instance; unset, one kept in dataDir/session-secret. */
  sessionSecret?: string;
  /** Each instance's DATA_DIR (instance-N/), nginx's configuration and logs (nginx/). */
  dataDir?: string;
  /** More environment for every instance (LOG_LEVEL, MAIL_RETRY_SECONDS…). */
  env?: Record<string, string>;
  /**
   * Production's node flags and environment for the instances (server/runtime-settings.ts); true unless
   * set. The benchmark turns them off to measure what they change.
   */
  runtimeSettings?: boolean;
  /** Progress lines ("building…"); silent unless given. */
  log?: (line: string) => void;
}

export interface InstanceExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** From the signal to the exit. */
  ms: number;
}

export interface ClusterInstance {
  /** 1 to N. */
  index: number;
  port: number;
  /** The instance itself, without nginx. */
  url: string;
  /** The running process's id (undefined while stopped). */
  readonly pid: number | undefined;
  readonly running: boolean;
  /** Everything the process printed (pino's JSON lines). */
  logFile: string;
  dataDir: string;
  /** Sends a signal (SIGTERM unless told) and resolves when the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<InstanceExit>;
  /** Starts it again on its port after a stop; resolves once /readyz answers 200. */
  start(): Promise<void>;
}

export interface Cluster {
  /** nginx: what a visitor uses. */
  url: string;
  instances: ClusterInstance[];
  nginx: { pid: number | undefined; accessLog: string; errorLog: string };
  databaseUrl: string;
  /**
   * The first step of a rolling restart (docs/operations.md, Restarting an instance): nginx's upstream
   * marks the instance `down` and nginx reloads. Resolves once nginx's new workers run; its old ones may
   * still be finishing requests they had sent the instance.
   */
  takeOut(instance: ClusterInstance): Promise<void>;
  /** The last step: the instance back in nginx's upstream, nginx reloaded. */
  putBack(instance: ClusterInstance): Promise<void>;
  /** Stops the instances (SIGTERM), then nginx, and resolves when all have exited. */
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const count = options.instances ?? CLUSTER_DEFAULTS.instances;
  if (!Number.isInteger(count) || count < 1) throw new Error(`instances must be 1 or more, not ${count}`);
  const basePort = options.basePort ?? CLUSTER_DEFAULTS.basePort;
  const databaseUrl = options.databaseUrl ?? CLUSTER_DEFAULTS.databaseUrl;
  const redisUrl = options.redisUrl ?? CLUSTER_DEFAULTS.redisUrl;
  const dataDir = path.resolve(options.dataDir ?? CLUSTER_DEFAULTS.dataDir);
  const log = options.log ?? (() => {});
  const ports = Array.from({ length: count }, (_, i) => basePort + 1 + i);
  const url = `http://127.0.0.1:${basePort}`;

  const nginxBinary = findNginx();
  await Promise.all([basePort, ...ports].map(ensurePortFree));
  await ensureRedis(redisUrl);
  await ensureDatabase(databaseUrl, log);
  ensureBuild(log);
  mkdirSync(dataDir, { recursive: true });
  const sessionSecret = options.sessionSecret ?? readOrCreateSecret(path.join(dataDir, 'session-secret'));

  const instances = ports.map((port, i) =>
    createInstance({
      index: i + 1,
      port,
      dataDir: path.join(dataDir, `instance-${i + 1}`),
      runtimeSettings: options.runtimeSettings ?? true,
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: url,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        SESSION_SECRET: sessionSecret,
        // An empty value counts as unset (server/config.ts): e-mails go to DATA_DIR/mail/.
        SMTP_URL: options.smtpUrl ?? '',
        TRUST_PROXY: '127.0.0.1',
        LOG_LEVEL: 'info',
        ...options.env,
      },
    }),
  );
  const stopInstances = () => Promise.all(instances.map((instance) => instance.stopIfRunning()));
  let nginx: NginxProcess | undefined;
  try {
    // All at once, as a deployment's instances start: the first to take the migration lock migrates.
    await Promise.all(instances.map((instance) => instance.start()));
    nginx = await startNginx(nginxBinary, path.join(dataDir, 'nginx'), basePort, ports);
  } catch (error) {
    await stopInstances();
    throw error;
  }
  const proxy = nginx;
  const down = new Set<number>();
  return {
    url,
    instances,
    nginx: { pid: proxy.child.pid, accessLog: proxy.accessLog, errorLog: proxy.errorLog },
    databaseUrl,
    async takeOut(instance) {
      down.add(instance.port);
      await proxy.reload(down);
    },
    async putBack(instance) {
      down.delete(instance.port);
      await proxy.reload(down);
    },
    async stop() {
      // Instances first, so nginx still answers (from the others) while each drains.
      await stopInstances();
      await proxy.stop();
    },
  };
}

interface InstanceSpec {
  index: number;
  port: number;
  dataDir: string;
  env: Record<string, string>;
  runtimeSettings: boolean;
}

function createInstance(spec: InstanceSpec): ClusterInstance & { stopIfRunning(): Promise<void> } {
  const logFile = path.join(spec.dataDir, 'server.log');
  const url = `http://127.0.0.1:${spec.port}`;
  let child: ChildProcess | undefined;
  let exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> | undefined;

  const instance = {
    index: spec.index,
    port: spec.port,
    url,
    logFile,
    dataDir: spec.dataDir,
    get pid() {
      return child?.pid;
    },
    get running() {
      return child !== undefined && child.exitCode === null && child.signalCode === null;
    },
    async start() {
      if (instance.running) throw new Error(`instance ${spec.index} is already running`);
      mkdirSync(spec.dataDir, { recursive: true });
      const output = openSync(logFile, 'a');
      // Its own process group: a Ctrl-C in the terminal reaches the cluster command, which stops each part in
      // turn, rather than every process at once.
      // With the runtime settings of production (server/runtime-settings.ts), as deploy/'s unit starts it.
      const flags = spec.runtimeSettings ? NODE_FLAGS : [];
      const runtime = spec.runtimeSettings ? RUNTIME_ENVIRONMENT : {};
      const started = spawn(process.execPath, [...flags, path.join(ROOT, 'server', 'server.ts')], {
        cwd: ROOT,
        env: { ...process.env, ...runtime, ...spec.env, DATA_DIR: spec.dataDir },
        stdio: ['ignore', output, output],
        detached: true,
      });
      closeSync(output);
      child = started;
      exited = new Promise((resolve) => started.once('exit', (code, signal) => resolve({ code, signal })));
      await waitForReady(
        url,
        () => !instance.running,
        () => tail(logFile),
        `instance ${spec.index}`,
      );
    },
    async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<InstanceExit> {
      if (!child || !exited) throw new Error(`instance ${spec.index} was never started`);
      const sentAt = performance.now();
      if (instance.running) child.kill(signal);
      const exit = await exited;
      return { ...exit, ms: performance.now() - sentAt };
    },
    async stopIfRunning() {
      if (!instance.running || !child || !exited) return;
      const current = child;
      const timer = setTimeout(() => current.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await instance.stop('SIGTERM');
      clearTimeout(timer);
    },
  };
  return instance;
}

interface NginxProcess {
  child: ChildProcess;
  accessLog: string;
  errorLog: string;
  /** Rewrites the configuration with these instance ports `down`, reloads, waits for the new workers. */
  reload(down: ReadonlySet<number>): Promise<void>;
  stop(): Promise<void>;
}

/** nginx from the distribution's package, run as this process's child with its own prefix and files. */
async function startNginx(
  binary: string,
  dir: string,
  port: number,
  upstreams: number[],
): Promise<NginxProcess> {
  mkdirSync(dir, { recursive: true });
  // nginx started as root runs its workers as nobody, who must be able to enter this folder.
  chmodSync(dir, 0o755);
  const accessLog = path.join(dir, 'access.log');
  const errorLog = path.join(dir, 'error.log');
  const configFile = path.join(dir, 'nginx.conf');
  const writeConfig = (down: ReadonlySet<number>) => {
    writeFileSync(configFile, nginxConfig({ dir, port, upstreams, down, accessLog, errorLog }));
    const test = spawnSync(binary, ['-t', '-q', '-p', dir, '-c', configFile], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx refused ${configFile}:\n${test.stderr}`);
  };
  writeConfig(new Set());
  const child = spawn(binary, ['-p', dir, '-c', configFile], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  await waitForReady(`http://127.0.0.1:${port}`, gone, () => stderr + tail(errorLog), 'nginx');
  return {
    child,
    accessLog,
    errorLog,
    async reload(down) {
      const master = child.pid;
      if (gone() || master === undefined) throw new Error('nginx is not running');
      writeConfig(down);
      const before = new Set(workersOf(master).map((worker) => worker.pid));
      // SIGHUP: the master reads the configuration again, starts new workers and lets the old ones finish.
      child.kill('SIGHUP');
      const deadline = Date.now() + READY_TIMEOUT_MS;
      while (!workersOf(master).some((worker) => !before.has(worker.pid) && !worker.shuttingDown)) {
        if (gone() || Date.now() > deadline)
          throw new Error(`nginx did not reload ${configFile}:\n${tail(errorLog)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop() {
      if (gone()) return;
      // SIGQUIT: a graceful stop (what is in flight is finished); SIGTERM after a while if it lingers.
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGTERM'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** nginx's worker processes under a master, from /proc; an old one says so in its title while it finishes. */
function workersOf(master: number): Array<{ pid: number; shuttingDown: boolean }> {
  const workers: Array<{ pid: number; shuttingDown: boolean }> = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent's pid is the second field after the command, which is in parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== master) continue;
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.includes('worker process'))
        workers.push({ pid: Number(entry), shuttingDown: title.includes('shutting down') });
    } catch {
      // The process ended while being read.
    }
  }
  return workers;
}

/** The local cluster's nginx.conf: deploy/'s log format and proxy settings, on loopback, without TLS. */
export function nginxConfig(options: {
  dir: string;
  port: number;
  upstreams: number[];
  /** Instances taken out for a restart (`down`). */
  down?: ReadonlySet<number>;
  accessLog: string;
  errorLog: string;
}): string {
  const { dir, port, upstreams, accessLog, errorLog } = options;
  const servers = upstreams.map(
    (p) => `        server 127.0.0.1:${p} max_fails=1 fail_timeout=2s${options.down?.has(p) ? ' down' : ''};`,
  );
  return `# Written by scripts/cluster.ts for \`npm run cluster\`; deploy/nginx/ is the production configuration.
daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${errorLog} warn;
events {
    worker_connections 1024;
}
http {
    include ${LOG_SNIPPET};
    access_log ${accessLog} fakexrmeasy;
    client_body_temp_path ${path.join(dir, 'client-body')};
    proxy_temp_path ${path.join(dir, 'proxy')};
    fastcgi_temp_path ${path.join(dir, 'fastcgi')};
    uwsgi_temp_path ${path.join(dir, 'uwsgi')};
    scgi_temp_path ${path.join(dir, 'scgi')};
    server_tokens off;

    upstream fakexrmeasy {
${servers.join('\n')}
    }

    server {
        listen 127.0.0.1:${port};
        client_max_body_size 2m;
        gzip off;
        location = /metrics {
            return 404;
        }
        location / {
            include ${PROXY_SNIPPET};
        }
    }
}
`;
}

function findNginx(): string {
  // Debian installs it in /usr/sbin, which a user's PATH may not hold.
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    if (!spawnSync(candidate, ['-v'], { stdio: 'ignore' }).error) return candidate;
  }
  throw new Error('nginx is not installed: apt-get install nginx-light (Debian), or nginx');
}

function ensurePortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', () =>
      reject(new Error(`port ${port} on 127.0.0.1 is taken: choose another --base-port`)),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

/** Creates the cluster's database on its server when it is not there yet. */
async function ensureDatabase(databaseUrl: string, log: (line: string) => void): Promise<void> {
  const target = new URL(databaseUrl);
  if (!/^postgres(ql)?:$/.test(target.protocol))
    throw new Error('the cluster needs a postgres:// database URL');
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name))
    throw new Error(`the database name "${name}" must be lower-case letters, digits and underscores`);
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL does not answer at ${withoutPassword(databaseUrl)}: ${(error as Error).message}`,
    );
  }
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${name}`);
      log(`Created the database ${name}.`);
    }
  } finally {
    await client.end();
  }
}

/** Throws, naming the address (without its password), unless the Redis there answers a PING. */
export async function ensureRedis(redisUrl: string): Promise<void> {
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(`Redis does not answer at ${withoutPassword(redisUrl)}: ${(error as Error).message}`);
  } finally {
    redis.disconnect();
  }
}

/** As `npm start` does (server/start.ts): build once here, rather than in every instance. */
function ensureBuild(log: (line: string) => void): void {
  if (hasBuild(ROOT)) return;
  log('No build found: building the site first (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}

function readOrCreateSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

async function waitForReady(
  url: string,
  hasExited: () => boolean,
  output: () => string,
  what: string,
): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (hasExited()) throw new Error(`${what} exited while starting:\n${output()}`);
    try {
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline)
      throw new Error(`${what} did not answer ${url}/readyz within 60 s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function tail(file: string, lines = 30): string {
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** `npm run cluster -- --instances 2`: starts the cluster, prints where it is, and stops it all on Ctrl-C. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      instances: { type: 'string', default: String(CLUSTER_DEFAULTS.instances) },
      'base-port': { type: 'string', default: String(CLUSTER_DEFAULTS.basePort) },
      'database-url': { type: 'string', default: CLUSTER_DEFAULTS.databaseUrl },
      'redis-url': { type: 'string', default: CLUSTER_DEFAULTS.redisUrl },
      'smtp-url': { type: 'string' },
      'data-dir': { type: 'string', default: CLUSTER_DEFAULTS.dataDir },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(`npm run cluster -- [options]
  --instances N          how many instances (${CLUSTER_DEFAULTS.instances})
  --base-port P          nginx on P, the instances on P+1… (${CLUSTER_DEFAULTS.basePort})
  --database-url URL     PostgreSQL database, created if missing (${CLUSTER_DEFAULTS.databaseUrl})
  --redis-url URL        Redis (${CLUSTER_DEFAULTS.redisUrl})
  --smtp-url URL         where e-mails go (unset: each instance's data folder, mail/)
  --data-dir DIR         the instances' data folders and nginx's files (data/cluster)`);
    return;
  }
  const cluster = await startCluster({
    instances: Number(values.instances),
    basePort: Number(values['base-port']),
    databaseUrl: values['database-url'],
    redisUrl: values['redis-url'],
    smtpUrl: values['smtp-url'],
    dataDir: values['data-dir'],
    log: (line) => console.log(line),
  });
  console.log(
    `The site answers at ${cluster.url} (nginx, pid ${cluster.nginx.pid}; logs in ${path.dirname(cluster.nginx.accessLog)})`,
  );
  for (const instance of cluster.instances)
    console.log(
      `  instance ${instance.index}: port ${instance.port}, pid ${instance.pid}, log ${instance.logFile}`,
    );
  console.log(
    `Database ${withoutPassword(cluster.databaseUrl)}, Redis ${withoutPassword(values['redis-url'])}, e-mails ${
      values['smtp-url']
        ? `to ${withoutPassword(values['smtp-url'])}`
        : "in each instance's data folder, mail/"
    }.\nCtrl-C stops everything.`,
  );
  let stopping = false;
  for (const instance of cluster.instances) void watchExit(instance, () => stopping);
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the instances, then nginx…`);
    await cluster.stop();
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/** Says so when an instance dies on its own; the others and nginx go on. */
async function watchExit(instance: ClusterInstance, stopping: () => boolean): Promise<void> {
  const pid = instance.pid;
  while (instance.running) await new Promise((resolve) => setTimeout(resolve, 500));
  if (!stopping()) console.log(`instance ${instance.index} (pid ${pid}) has exited: see ${instance.logFile}`);
}

if (import.meta.main) {
  try {
    await main();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
