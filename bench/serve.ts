import { fork, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { readBuildInfo } from '#server/site/pages.ts';
import { printTable, ROOT, saveResults, startSite } from './support.ts';

/**
 * Our server against nginx on the same prerendered page, both sending the same precompressed bytes
 * (brotli when the module is there, else gzip), and bare node:http sending that response too (Node's ceiling).
 * Bounded load on loopback: 5 s runs, the order rotating each round.
 */
const PAGE = '/pricing';
const PAGE_FILE = path.join(ROOT, 'dist', 'client', '__pages', 'en-GB', 'pricing.html');
const ROUNDS = 3;
const DURATION_S = 5;
const CONNECTIONS = 32;
const OUR_PORT = 4310;
const NGINX_PORT = 4311;
const BARE_NODE_PORT = 4312;

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

// The PUBLIC_URL the build was made for, as in production: our server then sends the build's own precompressed
// bytes, the very files nginx sends, instead of pages it rewrote and compressed again at start-up.
const publicUrl = readBuildInfo(path.join(ROOT, 'dist'))?.publicUrl;
const site = await startSite(OUR_PORT, publicUrl ? { PUBLIC_URL: publicUrl } : {});
const bareNode = fork(path.join(import.meta.dirname, 'bare-node-server.ts'), {
  env: { ...process.env, SITE_URL: site.url + PAGE, PORT: String(BARE_NODE_PORT), ENCODING: encoding },
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
await new Promise((resolve, reject) => bareNode.once('message', resolve).once('exit', reject));
const SERVERS = {
  ours: site.url,
  nginx: `http://127.0.0.1:${NGINX_PORT}`,
  'bare node:http': `http://127.0.0.1:${BARE_NODE_PORT}`,
};
type Server = keyof typeof SERVERS;
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
  // Warm every server up, then rotate the order each round so none always runs on a cooler machine.
  const names = Object.keys(SERVERS) as Server[];
  for (const name of names) await load(SERVERS[name]);
  const runs: Array<{
    round: number;
    server: Server;
    requestsPerSecond: number;
    p99Ms: number;
    errors: number;
  }> = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const order = names.map((_, i) => names[(i + round) % names.length] as Server);
    for (const server of order) runs.push({ round, server, ...(await load(SERVERS[server])) });
  }
  const failed = runs.filter((r) => r.errors > 0);
  if (failed.length > 0) throw new Error(`requests failed: ${JSON.stringify(failed)}`);
  const mean = (server: Server) =>
    runs.filter((r) => r.server === server).reduce((sum, r) => sum + r.requestsPerSecond, 0) / ROUNDS;
  const ours = mean('ours');
  const theirs = mean('nginx');
  const bare = mean('bare node:http');
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
    `Node's own ceiling for the same response (bare node:http): ${Math.round(bare)} req/s; ours is ${((ours / bare) * 100).toFixed(0)} % of it, nginx ${(theirs / bare).toFixed(2)}× it`,
  );
  console.log(
    `saved ${saveResults('serve', { page: PAGE, encoding, connections: CONNECTIONS, durationS: DURATION_S, runs, ratio: ours / theirs, bareNodeRequestsPerSecond: bare, oursOfBareNode: ours / bare })}`,
  );
} finally {
  bareNode.kill('SIGTERM');
  spawnSync('nginx', ['-c', path.join(nginxDir, 'nginx.conf'), '-p', nginxDir, '-s', 'stop']);
  await site.stop();
}
