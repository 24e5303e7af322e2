import { createServer, request } from 'node:http';

/**
 * bench:serve's third server: node:http with nothing on top, answering every request with the status, headers
 * and bytes our site sent for the page (fetched once from SITE_URL). It is Node's own ceiling for that
 * response on this machine, so the benchmark shows how much of the gap to nginx is ours and how much is Node's.
 * Started as a process of its own, like the other two, so it never shares an event loop with the load.
 */
const siteUrl = new URL(process.env.SITE_URL ?? '');
const port = Number(process.env.PORT);
const encoding = process.env.ENCODING ?? 'br';

const { status, headers, body } = await new Promise<{
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}>((resolve, reject) => {
  request(siteUrl, { headers: { 'accept-encoding': encoding } }, (response) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => {
      // Node writes these itself, as it does for our server.
      const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...own } = response.headers;
      resolve({
        status: response.statusCode ?? 200,
        headers: own as Record<string, string | string[]>,
        body: Buffer.concat(chunks),
      });
    });
  })
    .on('error', reject)
    .end();
});

const server = createServer((_request, response) => {
  response.writeHead(status, headers);
  response.end(body);
});
server.keepAliveTimeout = 72_000;
server.listen(port, '127.0.0.1', () => process.send?.('listening'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
