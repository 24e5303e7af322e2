import type { i18n } from 'i18next';
import { translatorFor } from '#server/i18n.ts';
import type { Culture } from '#shared/cultures.ts';
import type { OutgoingEmail } from './outbox.ts';
import type { EmailTemplate } from './template.ts';

/**
 * Renders a template in a culture and addresses it, ready for app.mailer.enqueue, which reads the template's
 * name and limit from it.
 */
export function composeEmail<TData>(
  i18n: i18n,
  template: EmailTemplate<TData>,
  culture: Culture,
  data: TData,
  envelope: { to: string; replyTo?: string },
): OutgoingEmail {
  return {
    ...template.render(translatorFor(i18n, culture), culture, data),
    ...envelope,
    template: template.name,
    culture,
    limitPerRecipient: template.limitPerRecipient,
  };
}
