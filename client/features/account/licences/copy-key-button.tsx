import type { RefObject } from 'react';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { useClipboard } from '#client/lib/use-clipboard.ts';

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
  const { status, copy } = useClipboard({ resetAfterMs: CONFIRMATION_MS, keepFailure: true });

  async function copyOrSelect() {
    if (await copy(text)) return;
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }

  return (
    <>
      <button type="button" className="btn btn-primary btn-sm" onClick={() => void copyOrSelect()}>
        {status === 'copied' ? `✓ ${t('key.copied')}` : t('key.copy')}
      </button>
      {/* The button shows "Copied"; the live region says it. */}
      <span role="status" className={status === 'copied' ? 'visually-hidden' : 'licence-note'}>
        {status === 'copied' ? t('key.copied') : null}
        {status === 'failed' ? t('key.copyByHand') : null}
      </span>
    </>
  );
}
