import type { ServerT } from '#server/i18n.ts';
import type { Culture } from '#shared/cultures.ts';

/** What an e-mail says; every template fills this in from the catalogues, in the recipient's culture. */
export interface EmailContent {
  /** The inbox preview line. */
  preheader?: string;
  heading: string;
  paragraphs: string[];
  /** Someone's own words (a contact message), shown as typed: line breaks kept, nothing interpreted. */
  quote?: { label: string; text: string };
  /** The one thing to click (confirm, reset, download), shown as a button and as a plain link. */
  action?: { label: string; url: string };
  /** Paragraphs after the button (expiry, "if this wasn't you"). */
  after?: string[];
  /** A small-print line above the footer (why they receive it, how to unsubscribe). */
  footnote?: { text: string; link?: { label: string; url: string } };
}

/** A moment as an e-mail states it: in the recipient's culture, in UTC, and saying so ("15 January 2026 at 10:00 UTC"). */
export function emailTime(culture: Culture, iso: string): string {
  const when = new Intl.DateTimeFormat(culture, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  return `${when.format(new Date(iso))} UTC`;
}

export interface RenderedEmail {
  html: string;
  text: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/**
 * The one e-mail layout: a simple, accessible HTML message (inline styles, works without images) and its
 * plain-text twin with every link spelled out.
 */
export function renderEmail(t: ServerT, culture: Culture, content: EmailContent): RenderedEmail {
  const brand = t('email:layout.brand');
  const footer = t('email:layout.footer');
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937">${escapeHtml(text)}</p>`;
  const quote = content.quote
    ? `<p style="margin:0 0 8px;font-size:14px;font-weight:600;color:#374151">${escapeHtml(content.quote.label)}</p>
<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #c7d2fe;background:#f9fafb;white-space:pre-wrap;font-size:15px;line-height:1.5;color:#1f2937">${escapeHtml(content.quote.text)}</blockquote>`
    : '';
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 20px;background:#3730a3;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#4b5563">${escapeHtml(t('email:layout.linkFallback'))}<br><a href="${escapeHtml(content.action.url)}" style="color:#3730a3;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const footnote = content.footnote
    ? `<p style="margin:24px 0 0;font-size:13px;line-height:1.5;color:#4b5563">${escapeHtml(content.footnote.text)}${
        content.footnote.link
          ? ` <a href="${escapeHtml(content.footnote.link.url)}" style="color:#3730a3">${escapeHtml(content.footnote.link.label)}</a>`
          : ''
      }</p>`
    : '';
  const html = `<!doctype html>
<html lang="${culture}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif">
${content.preheader ? `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</div>` : ''}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 32px;background:#111827;border-radius:8px 8px 0 0;color:#ffffff;font-size:18px;font-weight:700">${escapeHtml(brand)}</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:#111827">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map(paragraph).join('\n')}
${quote}
${button}
${(content.after ?? []).map(paragraph).join('\n')}
${footnote}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e5e7eb;font-size:12px;line-height:1.5;color:#4b5563">${escapeHtml(footer)}</td></tr>
</table></td></tr></table>
</body>
</html>`;

  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.quote
      ? [`${content.quote.label}:`, ...content.quote.text.split(/\r?\n/).map((line) => `> ${line}`), '']
      : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.after ?? []).flatMap((p) => [p, '']),
    ...(content.footnote
      ? [
          content.footnote.link
            ? `${content.footnote.text} ${content.footnote.link.label}: ${content.footnote.link.url}`
            : content.footnote.text,
          '',
        ]
      : []),
    '--',
    `${brand} · ${footer}`,
  ].join('\n');
  return { html, text };
}
