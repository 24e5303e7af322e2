import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { composeEmail } from '#server/mail/compose.ts';
import type { EmailTemplate } from '#server/mail/template.ts';
import { localisedUrl } from '#shared/culture-paths.ts';
import type { Culture } from '#shared/cultures.ts';
import { PATHS } from '#shared/routes.ts';

/** The links account e-mails carry, on PUBLIC_URL, to the pages in the recipient's culture. */
export function accountLinks(publicUrl: string, culture: Culture) {
  const url = (path: string, query?: Record<string, string>) =>
    localisedUrl(publicUrl, `${path}${query ? `?${new URLSearchParams(query).toString()}` : ''}`, culture);
  return {
    signIn: url(PATHS.signIn),
    forgotPassword: url(PATHS.forgotPassword),
    security: url(PATHS.security),
    confirmEmail: (userId: string, code: string) => url(PATHS.confirmEmail, { userId, code }),
    resetPassword: (token: string) => url(PATHS.resetPassword, { token }),
    confirmEmailChange: (token: string) => url(PATHS.confirmEmailChange, { token }),
    undoEmailChange: (token: string) => url(PATHS.undoEmailChange, { token }),
  };
}

/**
 * Renders an account e-mail in the account's culture and queues it in the outbox, inside the caller's
 * transaction. The caller nudges the mailer once the transaction has committed.
 */
export async function queueAccountEmail<TData>(
  app: FastifyInstance,
  db: Kysely<Database> | Transaction<Database>,
  recipient: { email: string; culture: Culture },
  template: EmailTemplate<TData>,
  data: TData,
): Promise<void> {
  await app.mailer.enqueue(
    db,
    composeEmail(app.i18n, template, recipient.culture, data, { to: recipient.email }),
  );
}
