import { Writable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { expect, test } from 'vitest';
import { createLogger } from './logger.ts';
import { testConfig } from './test/test-app.ts';

/** A destination that keeps what is written, colours taken out (a terminal gets them). */
function capture() {
  let written = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      written += String(chunk);
      done();
    },
  });
  return { stream, output: () => stripVTControlCharacters(written) };
}

test('in development (npm start) each event is a line for a person: time, level, message, fields after it', async () => {
  const { stream, output } = capture();
  const logger = await createLogger(testConfig({ NODE_ENV: 'development', LOG_LEVEL: 'info' }), stream);
  logger.info({ reqId: 'r1', res: { statusCode: 200 } }, 'request completed');
  logger.info(
    'e-mail written to data/mail/x.eml (no SMTP_URL): "Hi" to ana@example.com\n    Confirm: http://localhost:3000/c',
  );
  const lines = output().trimEnd().split('\n');
  expect(lines).toHaveLength(3);
  expect(lines[0]).toMatch(
    /^\[\d\d:\d\d:\d\d\] INFO: request completed \{"reqId":"r1","res":\{"statusCode":200\}\}$/,
  );
  expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: e-mail written to data\/mail\/x\.eml/);
  // The link stands alone on its line, to click or copy.
  expect(lines[2]).toBe('    Confirm: http://localhost:3000/c');
});

test('anywhere else (production, tests) each event is a JSON line, the serializers applied', async () => {
  for (const NODE_ENV of ['production', 'test']) {
    const { stream, output } = capture();
    const logger = await createLogger(testConfig({ NODE_ENV, LOG_LEVEL: 'info' }), stream);
    logger.info({ req: { method: 'GET', url: '/a?token=secret', headers: {} } }, 'incoming request');
    const line = JSON.parse(output()) as { level: number; msg: string; req: { url: string } };
    expect(line).toMatchObject({ level: 30, msg: 'incoming request', req: { url: '/a?token=[redacted]' } });
  }
});
