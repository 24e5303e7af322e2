import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** One message as the relay received it. */
export interface ReceivedEmail {
  /** The envelope's recipient, lower-case. */
  to: string;
  subject: string;
  replyTo: string | undefined;
  messageId: string;
  text: string;
  /** performance.now() when the relay accepted it. */
  receivedAt: number;
}

export interface SmtpSink {
  port: number;
  url: string;
  /** Every message accepted so far, across stops and starts. */
  messages: ReceivedEmail[];
  /**
   * How many messages went to each key (see keyOf), so a duplicate stands out: among those received from
   * `since` on (an index into messages), or all.
   */
  counts(since?: number): Map<string, number>;
  /** Closes the port: connections are refused, as when the relay is down. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

/**
 * What identifies one e-mail in a fault test, where every write uses an address of its own: its recipient, and
 * for the team's notifications (all to one inbox) the sender they reply to.
 */
export function keyOf(email: { to: string; replyTo?: string | undefined }): string {
  return email.replyTo ? `${email.to} <- ${email.replyTo}` : email.to;
}

/**
 * A real SMTP relay on a loopback port (as tests/e2e/support/smtp-sink.ts, without its HTTP side) that a test
 * can stop and start again, and that counts what it received.
 */
export async function startSmtpSink(port: number): Promise<SmtpSink> {
  const messages: ReceivedEmail[] = [];
  let server: SMTPServer | undefined;

  const listen = async () => {
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', async () => {
          const parsed = await PostalMime.parse(Buffer.concat(chunks));
          for (const recipient of session.envelope.rcptTo)
            messages.push({
              to: recipient.address.toLowerCase(),
              subject: parsed.subject ?? '',
              replyTo: parsed.replyTo?.[0]?.address?.toLowerCase(),
              messageId: parsed.messageId ?? '',
              text: parsed.text ?? '',
              receivedAt: performance.now(),
            });
          callback();
        });
      },
    });
    smtp.on('error', () => {});
    await new Promise<void>((resolve, reject) => {
      smtp.server.once('error', reject);
      smtp.listen(port, '127.0.0.1', () => resolve());
    });
    server = smtp;
  };

  await listen();
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    counts(since = 0) {
      const counts = new Map<string, number>();
      for (const message of messages.slice(since))
        counts.set(keyOf(message), (counts.get(keyOf(message)) ?? 0) + 1);
      return counts;
    },
    async stop() {
      const current = server;
      server = undefined;
      // close() waits for open sessions; the workers' connections end with their message.
      await new Promise<void>((resolve) => current?.close(() => resolve()) ?? resolve());
    },
    start: listen,
  };
}
