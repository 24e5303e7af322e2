import { useState } from 'react';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { useHref } from '#client/lib/navigation.tsx';
import { PATHS } from '#shared/paths.ts';
import { type PricingChoice, writePricingChoice } from '#shared/pricing/pricing-query.ts';

/** What became of the last copy, and of which link: a later choice makes another link, and the message goes. */
type CopyStatus = { kind: 'idle' } | { kind: 'copied' | 'failed'; link: string };

/**
 * Copies a link to the calculator's result (docs/product.md, The pricing page's URL and FAQ): the page in this
 * culture with the period, currency and number of users, opened at the calculator, so a developer can send the
 * figure to whoever buys. Without a clipboard, the link is shown to copy by hand.
 */
export function CopyLinkButton({ choice }: { choice: PricingChoice }) {
  const { t } = useTranslation('pricing');
  const [copy, setCopy] = useState<CopyStatus>({ kind: 'idle' });
  const href = useHref(
    `${PATHS.pricing}?${writePricingChoice(new URLSearchParams(), choice)}#seat-calculator`,
  );
  const link = typeof window === 'undefined' ? href : new URL(href, window.location.origin).href;
  const status = copy.kind !== 'idle' && copy.link === link ? copy.kind : 'idle';
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-secondary"
        onClick={() => {
          const failed = () => setCopy({ kind: 'failed', link });
          setCopy({ kind: 'idle' });
          // No clipboard (a page not served securely, an old browser) or permission refused: show the link.
          if (!navigator.clipboard) failed();
          else navigator.clipboard.writeText(link).then(() => setCopy({ kind: 'copied', link }), failed);
        }}
      >
        {t('calculator.copyLink')}
      </button>
      <p role="status" className="w-100 small mb-0 seat-calculator-link-status">
        {status === 'copied' ? t('calculator.linkCopied') : null}
        {status === 'failed' ? (
          <>
            {t('calculator.copyFailed')} <a href={link}>{link}</a>
          </>
        ) : null}
      </p>
    </>
  );
}
