import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API_ROUTES } from '#shared/api/endpoints.ts';
import { faultPort } from './support/ports.ts';
import { contactRequest, nextAddress, succeeded, Visitor } from './support/site-client.ts';
import { type SiteProcess, startSite, waitUntil } from './support/site-process.ts';

interface Received {
  to: string[];
  text: string;
}

/** An SMTP relay that keeps what it receives and can be stopped and started again on its port. */
function relay(port: number) {
  const received: Received[] = [];
  let server: SMTPServer | undefined;
  return {
    received,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          let text = '';
          stream.setEncoding('utf8');
          stream.on('data', (chunk: string) => (text += chunk));
          stream.on('end', () => {
            received.push({ to: session.envelope.rcptTo.map((r) => r.address), text });
            callback();
          });
        },
      });
      const listening = server;
      await new Promise<void>((resolve, reject) => {
        listening.server.once('error', reject);
        listening.listen(port, '127.0.0.1', () => resolve());
      });
    },
    async stop() {
      const closing = server;
      server = undefined;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
  };
}

interface OutboxRow {
  to_address: string;
  attempts: number;
  sent_at: string | null;
  last_error: string | null;
}

describe('one instance whose SMTP relay is down for a while', () => {
  const smtp = relay(faultPort('smtp', 0));
  let site: SiteProcess;
  beforeAll(async () => {
    await smtp.start();
    site = await startSite(faultPort('smtp', 1), {
      SMTP_URL: `smtp://127.0.0.1:${faultPort('smtp', 0)}`,
      // Retries after 2 s, 4 s, 8 s … rather than 30 s, 1 min, 2 min …: the same back-off, sooner, so a
      // twelve-second outage sees several failed tries of each e-mail.
      MAIL_RETRY_SECONDS: '2',
    });
  });
  afterAll(async () => {
    await site?.dispose();
    await smtp.stop();
  });

  /** The outbox as the site's database holds it (read by the test on a connection of its own). */
  function outbox(): OutboxRow[] {
    const database = new DatabaseSync(path.join(site.dataDir, 'site.db'), { readOnly: true });
    try {
      return database
        .prepare('select to_address, attempts, sent_at, last_error from outbox_email')
        .all() as unknown as OutboxRow[];
    } finally {
      database.close();
    }
  }

  /** Sends a contact request from its own address: the team's notification carries its marker. */
  async function contact(marker: string) {
    const visitor = new Visitor(site.url, nextAddress());
    const answer = await visitor.post(
      API_ROUTES.contactSubmit,
      contactRequest(marker, `${marker}@example.com`),
    );
    expect(succeeded(answer)).toBe(true);
  }

  /** How many times each e-mail arrived: the notification by its marker, the acknowledgement by recipient. */
  function arrivals(markers: string[]) {
    return Object.fromEntries(
      markers.flatMap((marker) => [
        [
          `notification ${marker}`,
          smtp.received.filter((m) => m.text.includes(marker) && !m.to.includes(`${marker}@example.com`))
            .length,
        ],
        [
          `acknowledgement ${marker}`,
          smtp.received.filter((m) => m.to.includes(`${marker}@example.com`)).length,
        ],
      ]),
    );
  }
  const once = (markers: string[]) =>
    Object.fromEntries(Object.keys(arrivals(markers)).map((key) => [key, 1]));

  test('what is written while the relay is down waits in the outbox, and goes out once when it returns', async () => {
    await contact('before-outage');
    await waitUntil(() => smtp.received.length === 2, 'the e-mails of a request before the outage');

    await smtp.stop();
    const downAt = Date.now();
    const markers = ['outage-1', 'outage-2', 'outage-3'];
    for (const marker of markers) await contact(marker);
    // The worker tried at once and failed, then again after the back-off: each e-mail stays, with its error.
    await waitUntil(
      () =>
        outbox().filter((row) => row.sent_at === null && row.attempts >= 2 && row.last_error).length === 6,
      'six e-mails tried twice and kept in the outbox',
    );
    await sleep(Math.max(0, downAt + 12_000 - Date.now()));
    expect(smtp.received).toHaveLength(2);
    expect(site.child.exitCode).toBeNull();

    await smtp.start();
    // The next try after the relay's return is at most one back-off away (8 s by now).
    await waitUntil(() => smtp.received.length >= 8, 'the six e-mails after the relay returned', 30_000);
    // Two more polls of the worker: nothing is sent twice.
    await sleep(5000);
    expect(arrivals(markers)).toEqual(once(markers));
    expect(smtp.received).toHaveLength(8);
    const rows = outbox();
    expect(rows).toHaveLength(8);
    expect(rows.filter((row) => row.sent_at === null)).toEqual([]);
  });
});
