import { createServer } from 'node:http';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { E2E } from './e2e-env.ts';

/**
 * A real SMTP server for the end-to-end run: it accepts every message, parses it, and lists what arrived over
 * HTTP (GET /messages?to=address), so a test can open the link a user would click.
 */
export interface CaughtEmail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  receivedAt: string;
}

const messages: CaughtEmail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', async () => {
      const parsed = await PostalMime.parse(Buffer.concat(chunks));
      messages.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        from: parsed.from?.address ?? '',
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: parsed.html ?? '',
        headers: Object.fromEntries(parsed.headers.map((h) => [h.key, h.value])),
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
});
smtp.listen(E2E.smtpPort, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', E2E.sinkUrl);
  if (url.pathname === '/health') return response.end('ok');
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    response.setHeader('content-type', 'application/json');
    return response.end(JSON.stringify(to ? messages.filter((m) => m.to.includes(to)) : messages));
  }
  response.statusCode = 404;
  response.end();
}).listen(E2E.sinkHttpPort, '127.0.0.1');
