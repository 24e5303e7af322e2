import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { composeEmail } from '#server/mail/compose.ts';
import type { EmailTemplate } from '#server/mail/template.ts';
import { localisedUrl } from '#shared/culture-paths.ts';
import { resolveCulture } from '#shared/cultures.ts';
import { PATHS } from '#shared/paths.ts';
import type { ConsoleOrderRow } from './operator.repository.ts';

/** My Account → Licences in the order's culture: where the key, the orders and their documents are. */
export function licencesUrl(app: FastifyInstance, order: Pick<ConsoleOrderRow, 'culture'>): string {
  return localisedUrl(app.config.PUBLIC_URL, PATHS.licences, resolveCulture(order.culture));
}

/**
 * Queues an e-mail about the order to the account that placed it, in the order's culture, inside the
 * transaction that makes the change it reports. Nothing goes when that account has since been deleted.
 */
export async function queueOrderEmail<TData>(
  app: FastifyInstance,
  trx: Transaction<Database>,
  order: Pick<ConsoleOrderRow, 'culture' | 'customer_email'>,
  template: EmailTemplate<TData>,
  data: TData,
): Promise<void> {
  if (!order.customer_email) return;
  const email = composeEmail(app.i18n, template, resolveCulture(order.culture), data, {
    to: order.customer_email,
  });
  await app.mailer.enqueue(trx, email);
}
