import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { printTable, ROOT, saveResults, startSite } from './support.ts';

/**
 * Our server against nginx on the same prerendered page, both sending the same precompressed bytes
 * (brotli when the module is there, else gzip). Bounded load on loopback: alternating 5 s runs.
 */
const PAGE = '/pricing';
const PAGE_FILE = path.join(ROOT, 'dist', 'client', '__pages', 'en-GB', 'pricing.html');
const ROUNDS = 3;
const DURATION_S = 5;
const CONNECTIONS = 32;
const OUR_PORT = 4310;
const NGINX_PORT = 4311;

if (!existsSync(PAGE_FILE)) throw new Error('No build: run npm run build first.');
if (spawnSync('nginx', ['-v']).error)
  throw new Error('nginx is not installed: apt-get install nginx libnginx-mod-http-brotli-static');

const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const hasBrotli = existsSync(brotliModule);
const encoding = hasBrotli ? 'br' : 'gzip';

const nginxDir = mkdtempSync(path.join(tmpdir(), 'fxe-nginx-'));
// nginx's workers run as an unprivileged user: they must be able to read the copied page.
chmodSync(nginxDir, 0o755);
mkdirSync(path.join(nginxDir, 'www'));
for (const suffix of ['', '.br', '.gz'])
  copyFileSync(PAGE_FILE + suffix, path.join(nginxDir, 'www', `pricing.html${suffix}`));
writeFileSync(
  path.join(nginxDir, 'nginx.conf'),
  `${hasBrotli ? `load_module ${brotliModule};` : ''}
worker_processes 1;
daemon on;
pid ${nginxDir}/nginx.pid;
error_log ${nginxDir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  types { text/html html; }
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${nginxDir}/www;
    gzip_static on;
    ${hasBrotli ? 'brotli_static on;' : ''}
    etag on;
    location = ${PAGE} { default_type text/html; try_files /pricing.html =404; add_header Cache-Control no-cache; }
  }
}
`,
);

const site = await startSite(OUR_PORT);
const nginx = spawnSync('nginx', ['-c', path.join(nginxDir, 'nginx.conf'), '-p', nginxDir]);
if (nginx.status !== 0) throw new Error(`nginx did not start: ${nginx.stderr}`);

async function load(url: string) {
  const result = await autocannon({
    url: url + PAGE,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'accept-encoding': encoding },
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

try {
  // Warm both up, then alternate so neither always runs on a cooler machine.
  await load(site.url);
  await load(`http://127.0.0.1:${NGINX_PORT}`);
  const runs: Array<{
    round: number;
    server: string;
    requestsPerSecond: number;
    p99Ms: number;
    errors: number;
  }> = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 ? ['ours', 'nginx'] : ['nginx', 'ours'];
    for (const server of order) {
      const figures = await load(server === 'ours' ? site.url : `http://127.0.0.1:${NGINX_PORT}`);
      runs.push({ round, server, ...figures });
    }
  }
  const failed = runs.filter((r) => r.errors > 0);
  if (failed.length > 0) throw new Error(`requests failed: ${JSON.stringify(failed)}`);
  const mean = (server: string) =>
    runs.filter((r) => r.server === server).reduce((sum, r) => sum + r.requestsPerSecond, 0) / ROUNDS;
  const ours = mean('ours');
  const theirs = mean('nginx');
  printTable(
    runs.map((r) => ({
      round: r.round,
      server: r.server,
      'req/s': Math.round(r.requestsPerSecond),
      'p99 ms': r.p99Ms,
      errors: r.errors,
    })),
  );
  console.log(
    `\n${PAGE} (${encoding}): ours ${Math.round(ours)} req/s, nginx ${Math.round(theirs)} req/s, ratio ${(ours / theirs).toFixed(2)} (target ≥ 0.75)`,
  );
  console.log(
    `saved ${saveResults('serve', { page: PAGE, encoding, connections: CONNECTIONS, durationS: DURATION_S, runs, ratio: ours / theirs })}`,
  );
} finally {
  spawnSync('nginx', ['-c', path.join(nginxDir, 'nginx.conf'), '-p', nginxDir, '-s', 'stop']);
  await site.stop();
}
