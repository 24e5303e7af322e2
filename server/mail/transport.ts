import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '#server/config.ts';

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

/** Something that delivers one message or throws. */
export interface MailTransport {
  description: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP_URL selects a real relay. Without it, each message is written to DATA_DIR/mail/ as an .eml file and
 * its recipient, subject and links are logged, so a developer can click their own confirmation link.
 */
export function createMailTransport(config: Config, log: FastifyBaseLogger): MailTransport {
  if (config.SMTP_URL) {
    const url = new URL(config.SMTP_URL);
    const smtp = nodemailer.createTransport({
      host: url.hostname,
      port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
      secure: url.protocol === 'smtps:',
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      description: `SMTP ${new URL(config.SMTP_URL).host}`,
      send: async (message) => void (await smtp.sendMail(message)),
      close: () => smtp.close(),
    };
  }
  const folder = path.resolve(config.DATA_DIR, 'mail');
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `files in ${folder}`,
    async send(message) {
      const info = await writer.sendMail(message);
      await mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replaceAll(':', '-');
      const file = path.join(folder, `${stamp}-${message.to.replace(/[^\w.@-]/g, '_')}.eml`);
      await writeFile(file, info.message as Buffer);
      const links = [...new Set(message.text.match(/https?:\/\/\S+/g) ?? [])];
      log.info(
        { to: message.to, subject: message.subject, links, file },
        'e-mail written to disk (no SMTP_URL)',
      );
    },
    close: () => writer.close(),
  };
}
