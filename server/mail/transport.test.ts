import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, test } from 'vitest';
import { testConfig } from '#server/test/test-app.ts';
import { createMailTransport, isLoopbackUrl, labelledLinks } from './transport.ts';

const LINK = 'http://site.example/account/reset-password?token=one-off-secret-0123456789';

/** A logger whose lines are kept, at every level. */
function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: pino({ level: 'trace' }, stream), output: () => lines.join('') };
}

async function sendWithoutSmtp(publicUrl: string, environment: Record<string, string> = {}) {
  const config = testConfig({ PUBLIC_URL: publicUrl, ...environment });
  const { log, output } = capturingLogger();
  const transport = createMailTransport(config, log);
  await transport.send({
    from: 'no-reply@example.com',
    to: 'ana@example.com',
    subject: 'Reset your password',
    html: `<a href="${LINK}">Reset</a>`,
    text: `Someone asked to reset your password.\n\nReset: ${LINK}\n\nNot you? Ignore it. Help: http://site.example/contact`,
  });
  transport.close();
  const folder = path.join(config.DATA_DIR, 'mail');
  const files = readdirSync(folder).filter((file) => file.endsWith('.eml'));
  return {
    transport,
    output: output(),
    files,
    eml: files.map((f) => readFileSync(path.join(folder, f), 'utf8')),
  };
}

test('loopback means localhost, 127.0.0.0/8 and [::1], nothing else', () => {
  for (const url of [
    'http://localhost:3000',
    'http://127.0.0.1:3000',
    'http://127.1.2.3',
    'http://[::1]:3000',
  ])
    expect(isLoopbackUrl(url), url).toBe(true);
  for (const url of [
    'https://fakexrmeasy.com',
    'http://192.168.1.10:3000',
    'http://localhost.example.com',
    'http://127.0.0.1.nip.io',
    'http://[::ffff:7f00:1]',
    'http://0.0.0.0:3000',
  ])
    expect(isLoopbackUrl(url), url).toBe(false);
});

describe('without SMTP_URL', () => {
  test('a site on this machine writes each e-mail to disk and logs its links, for the developer to click', async () => {
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000']) {
      const { transport, output, files, eml } = await sendWithoutSmtp(url);
      expect(files).toHaveLength(1);
      expect(eml[0]).toContain('Reset your password');
      expect(output).toContain(LINK);
      expect(transport.warning).toBeUndefined();
    }
  });

  test('in development (npm start) the log line puts each link on a line of its own, as the e-mail labels it', async () => {
    const { output, files } = await sendWithoutSmtp('http://localhost:3000', { NODE_ENV: 'development' });
    const [first, ...links] = (JSON.parse(output) as { msg: string }).msg.split('\n');
    expect(first).toMatch(
      /^e-mail written to \S+\.eml \(no SMTP_URL\): "Reset your password" to ana@example\.com$/,
    );
    expect(first).toContain(files[0]);
    expect(links).toEqual([`    Reset: ${LINK}`, '    Help: http://site.example/contact']);
  });

  test('a public site still writes each e-mail to disk but logs no link, no token and no recipient, and warns', async () => {
    const { transport, output, files, eml } = await sendWithoutSmtp('https://fakexrmeasy.example');
    expect(files).toHaveLength(1);
    expect(eml[0]).toContain('one-off-secret-0123456789');
    expect(output).toContain('e-mail written to disk, not sent (no SMTP_URL)');
    expect(output).not.toContain('one-off-secret');
    expect(output).not.toContain('http://site.example');
    expect(output).not.toContain('ana@example.com');
    expect(transport.warning).toBe('no e-mail leaves this machine (set SMTP_URL to send them)');
  });
});

test("an e-mail's links with the words before them on their line, less a sentence that ends before them", () => {
  const text = [
    'Welcome',
    'Confirm your e-mail address: http://localhost:3000/confirm?code=1',
    'You asked for news. Unsubscribe: http://localhost:3000/unsubscribe?code=2',
    'http://localhost:3000/bare',
    'A: http://a.example/x B: http://b.example/y',
    'Again: http://localhost:3000/confirm?code=1',
    'Confirm your e-mail address: http://localhost:3000/confirm?code=1',
  ].join('\n');
  expect(labelledLinks(text)).toEqual([
    'Confirm your e-mail address: http://localhost:3000/confirm?code=1',
    'Unsubscribe: http://localhost:3000/unsubscribe?code=2',
    'http://localhost:3000/bare',
    'A: http://a.example/x',
    'B: http://b.example/y',
    'Again: http://localhost:3000/confirm?code=1',
  ]);
});
