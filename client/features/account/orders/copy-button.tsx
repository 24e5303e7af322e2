import { useState } from 'react';
import { useTranslation } from '#client/lib/i18n/react.tsx';

/**
 * Copies one bank detail (the IBAN, the reference) to the clipboard, so it is pasted into the bank's form
 * rather than retyped. Its name says what it copies; "Copied" is announced once done. Without a clipboard
 * (an old browser, a page not served securely) the text stays there to select by hand.
 */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const { t } = useTranslation('orders');
  const [copied, setCopied] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        aria-label={t('order.copyNamed', { what })}
        onClick={() => {
          setCopied(false);
          void navigator.clipboard
            ?.writeText(text)
            .then(() => setCopied(true))
            .catch(() => setCopied(false));
        }}
      >
        {t('order.copy')}
      </button>
      <span role="status" className="small">
        {copied ? t('order.copied') : ''}
      </span>
    </>
  );
}
