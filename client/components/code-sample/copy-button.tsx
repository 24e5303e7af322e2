import { useEffect, useState } from 'react';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { COPY_CONFIRMATION_MS, copyText } from './copy-text.ts';

type CopyStatus = { kind: 'idle' } | { kind: 'copied' | 'failed'; at: number };

/**
 * Copies `text` to the clipboard. The confirmation is a polite live region beside the button, so it is
 * seen and heard, while the button keeps a stable name. The live region carries its two messages in data-*
 * attributes: a page without React (code-sample-behaviour.ts) shows them from its prerendered HTML.
 */
export function CopyButton({ text, isDisabled = false }: { text: string; isDisabled?: boolean }) {
  const { t } = useTranslation('docs');
  const [status, setStatus] = useState<CopyStatus>({ kind: 'idle' });

  useEffect(() => {
    if (status.kind === 'idle') return;
    const timer = setTimeout(() => setStatus({ kind: 'idle' }), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [status]);

  async function handleCopy() {
    setStatus({ kind: await copyText(text), at: Date.now() });
  }

  return (
    <>
      <span
        role="status"
        className={`code-sample-status is-${status.kind}`}
        data-copied={t('sample.copied')}
        data-copy-failed={t('sample.copyFailed')}
      >
        {status.kind === 'copied' ? t('sample.copied') : null}
        {status.kind === 'failed' ? t('sample.copyFailed') : null}
      </span>
      <button
        type="button"
        className="btn btn-sm btn-light code-sample-button"
        disabled={isDisabled}
        onClick={() => void handleCopy()}
      >
        {t('sample.copy')}
      </button>
    </>
  );
}
