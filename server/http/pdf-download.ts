import type { FastifyReply } from 'fastify';

/**
 * A document the site hands out (an order's pro-forma, an attached invoice): always a download, never shown in
 * the site's origin, so a PDF that carries script or forms cannot act as a page of the site (docs/security.md,
 * Documents). The CSP sandboxes it should a browser render it anyway; nothing is cached on the way.
 */
export const DOCUMENT_CSP = "sandbox; default-src 'none'";

export function sendPdf(reply: FastifyReply, fileName: string, bytes: Uint8Array) {
  // An ASCII fallback for old clients, and the UTF-8 name (RFC 6266, RFC 8187) for the rest.
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .header('Content-Type', 'application/pdf')
    .header(
      'Content-Disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('Content-Security-Policy', DOCUMENT_CSP)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .header('X-Robots-Tag', 'noindex')
    .send(Buffer.from(bytes));
}
