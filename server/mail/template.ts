import type { ServerT } from '#server/i18n.ts';
import type { Culture } from '#shared/cultures.ts';
import type { OutgoingEmail } from './outbox.ts';

/** What a template produces: everything of an e-mail but the recipient. */
export type RenderedTemplate = Omit<OutgoingEmail, 'to' | 'replyTo'>;

/**
 * One e-mail of the site, in every culture. Each file in mail/templates/ exports one (`export const
 * template`), with sample data so `npm run mail:preview` can render every template without a database.
 */
export interface EmailTemplate<TData> {
  name: string;
  render(t: ServerT, culture: Culture, data: TData): RenderedTemplate;
  sample: TData;
}
