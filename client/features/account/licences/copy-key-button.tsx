import { type RefObject, useEffect, useState } from 'react';
import { useTranslation } from '#client/lib/i18n/react.tsx';

const CONFIRMATION_MS = 2500;

/**
 * Copies the key with the clipboard API, and says "Copied" for a moment (in the button and a polite live region,
 * so it is seen and heard). Without the clipboard (an older browser, permission refused) it selects the key in
 * its field and says how to copy it by hand.
 */
export function CopyKeyButton({
  text,
  fieldRef,
}: {
  text: string;
  fieldRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation('licences');
  const [status, setStatus] = useState<'idle' | 'copied' | 'selected'>('idle');

  useEffect(() => {
    if (status !== 'copied') return;
    const timer = setTimeout(() => setStatus('idle'), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [status]);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(text);
      setStatus('copied');
    } catch {
      fieldRef.current?.focus();
      fieldRef.current?.select();
      setStatus('selected');
    }
  }

  return (
    <>
      <button type="button" className="btn btn-primary btn-sm" onClick={() => void copy()}>
        {status === 'copied' ? `✓ ${t('key.copied')}` : t('key.copy')}
      </button>
      {/* The button shows "Copied"; the live region says it. */}
      <span role="status" className={status === 'copied' ? 'visually-hidden' : 'licence-note'}>
        {status === 'copied' ? t('key.copied') : null}
        {status === 'selected' ? t('key.copyByHand') : null}
      </span>
    </>
  );
}
