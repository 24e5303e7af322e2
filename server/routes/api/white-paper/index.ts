import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isoNow } from '#server/lib/clock.ts';
import { composeEmail } from '#server/mail/compose.ts';
import { whitePaperDownloadTemplate } from '#server/mail/templates/white-paper-download.ts';
import { RATE_LIMITS } from '#server/plugins/rate-limit.ts';
import { consentEvidence } from '#server/routes/api/consent-evidence.ts';
import { route } from '#server/routes/api/route.ts';
import { createSignedToken, verifySignedToken } from '#server/security/signed-token.ts';
import { API, pathUnderApi } from '#shared/api/endpoints.ts';
import { succeeded } from '#shared/api/reply.ts';
import { localisedUrl } from '#shared/culture-paths.ts';
import { PATHS } from '#shared/paths.ts';
import { WHITE_PAPER_LINK_DAYS, WhitePaperRequestSchema } from '#shared/validation/white-paper.ts';
import { insertWhitePaperRequest, whitePaperRequestExists } from './white-paper.repository.ts';

/**
 * The research study, as shipped (scripts/generate-pdfs.ts writes it). The business may replace the file;
 * it is read on each download, so a new file is served without a restart.
 */
export const WHITE_PAPER_PDF = path.join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  'assets',
  'fakexrmeasy-research-study.pdf',
);
export const WHITE_PAPER_FILE_NAME = 'fakexrmeasy-research-study.pdf';
const LINK_VALIDITY_MS = WHITE_PAPER_LINK_DAYS * 24 * 60 * 60_000;

/**
 * POST /api/white-paper/submit stores the request and e-mails a signed link, valid 7 days;
 * GET /api/white-paper/download?token=… serves the PDF for a valid link and otherwise sends the visitor to
 * the form, which explains that the link has expired or is not valid and offers a new one.
 */
export async function whitePaperRoutes(app: FastifyInstance) {
  route(
    app,
    API.whitePaperSubmit,
    WhitePaperRequestSchema,
    { config: { rateLimit: RATE_LIMITS.leadForm } },
    async (request, _reply, { email, allowEmails }) => {
      const now = app.clock.now();
      await app.db.transaction().execute(async (trx) => {
        const id = await insertWhitePaperRequest(trx, {
          created_at: isoNow(app.clock),
          email,
          allow_emails: allowEmails,
          ...consentEvidence(request, 'whitePaper'),
        });
        const token = createSignedToken(
          app.config.SESSION_SECRET,
          'white-paper-download',
          id,
          new Date(now.getTime() + LINK_VALIDITY_MS),
        );
        await app.mailer.enqueue(
          trx,
          composeEmail(
            app.i18n,
            whitePaperDownloadTemplate,
            request.culture,
            {
              siteUrl: localisedUrl(app.config.PUBLIC_URL, '/', request.culture),
              downloadUrl: `${app.config.PUBLIC_URL}${API.whitePaperDownload.path}?token=${encodeURIComponent(token)}`,
              requestAgainUrl: localisedUrl(app.config.PUBLIC_URL, PATHS.whitePaper, request.culture),
            },
            { to: email },
          ),
        );
      });
      app.mailer.nudge();
      return succeeded();
    },
  );

  app.get<{ Querystring: { token?: string } }>(
    pathUnderApi(API.whitePaperDownload.path),
    async (request, reply) => {
      const check = verifySignedToken(
        app.config.SESSION_SECRET,
        'white-paper-download',
        request.query.token,
        app.clock.now(),
      );
      const valid = check.ok && (await whitePaperRequestExists(app.db, check.subject));
      if (!valid) {
        const reason = !check.ok && check.reason === 'expired' ? 'expired' : 'invalid';
        return reply.header('Cache-Control', 'no-store').redirect(`${PATHS.whitePaper}?link=${reason}`, 303);
      }
      const pdf = await readFile(WHITE_PAPER_PDF);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${WHITE_PAPER_FILE_NAME}"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Robots-Tag', 'noindex')
        .send(pdf);
    },
  );
}
