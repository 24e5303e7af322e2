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
  /** The Message-ID header, <id@domain>; nodemailer makes a random one when unset. */
  messageId?: string;
}

/** Something that delivers one message or throws. */
export interface MailTransport {
  description: string;
  /** Set when e-mails are written to disk for a site others can reach: nobody will receive them. */
  warning?: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Whether a URL names this machine: localhost, 127.0.0.0/8 or [::1] (as `npm start` on a fresh clone). */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

const URL_IN_TEXT = /https?:\/\/\S+/g;

/**
 * Each link of an e-mail's plain text with the words its line puts before it, as the reader sees it: the layout
 * writes an e-mail's button as "Confirm your e-mail address: https://…" (layout.ts), and a footnote's link after
 * its sentence, which is left out.
 */
export function labelledLinks(text: string): string[] {
  const lines = text.split('\n').flatMap((line) => {
    let start = 0;
    return [...line.matchAll(URL_IN_TEXT)].map((match) => {
      const before = line.slice(start, match.index);
      start = match.index + match[0].length;
      const label = before.slice(before.search(/[^.!?]*$/)).trim();
      return label ? `${label} ${match[0]}` : match[0];
    });
  });
  return [...new Set(lines)];
}

/**
 * SMTP_URL selects a real relay. Without it, each message is written to DATA_DIR/mail/ as an .eml file. Only
 * for a site on this machine (a loopback PUBLIC_URL) are its recipient, subject and links logged, so a
 * developer can click their own confirmation link; anywhere else the log would hand out one-off links.
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
  const local = isLoopbackUrl(config.PUBLIC_URL);
  return {
    description: `files in ${folder}`,
    warning: local ? undefined : 'no e-mail leaves this machine (set SMTP_URL to send them)',
    async send(message) {
      const info = await writer.sendMail(message);
      await mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replaceAll(':', '-');
      const file = path.join(folder, `${stamp}-${message.to.replace(/[^\w.@-]/g, '_')}.eml`);
      await writeFile(file, info.message as Buffer);
      // A public site's log names no recipient and no link: the file is the only copy.
      if (!local) {
        log.warn('e-mail written to disk, not sent (no SMTP_URL)');
        return;
      }
      // In a terminal (`npm start`: logger.ts), each link on a line of its own, to click or copy as it is.
      if (config.NODE_ENV === 'development') {
        // data/mail/… under the checkout; a DATA_DIR elsewhere by its own path.
        const relative = path.relative(process.cwd(), file);
        const where = relative.startsWith('..') ? file : relative;
        const links = labelledLinks(message.text).map((line) => `\n    ${line}`);
        log.info(
          `e-mail written to ${where} (no SMTP_URL): "${message.subject}" to ${message.to}${links.join('')}`,
        );
        return;
      }
      const links = [...new Set(message.text.match(URL_IN_TEXT) ?? [])];
      log.info(
        { to: message.to, subject: message.subject, links, file },
        'e-mail written to disk (no SMTP_URL)',
      );
    },
    close: () => writer.close(),
  };
}
