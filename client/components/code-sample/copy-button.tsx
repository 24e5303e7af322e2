import { useEffect, useState } from 'react';
import { useTranslation } from '#client/lib/i18n/react.tsx';

const CONFIRMATION_MS = 2500;

type CopyStatus = { kind: 'idle' } | { kind: 'copied' | 'failed'; at: number };

/**
 * Copies `text` to the clipboard. The confirmation is a polite live region beside the button, so it is
 * seen and heard, while the button keeps a stable name.
 */
export function CopyButton({ text, isDisabled = false }: { text: string; isDisabled?: boolean }) {
  const { t } = useTranslation('docs');
  const [status, setStatus] = useState<CopyStatus>({ kind: 'idle' });

  useEffect(() => {
    if (status.kind === 'idle') return;
    const timer = setTimeout(() => setStatus({ kind: 'idle' }), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [status]);

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(text);
      setStatus({ kind: 'copied', at: Date.now() });
    } catch {
      // No clipboard API (an insecure origin) or permission refused: say so rather than fail silently.
      setStatus({ kind: 'failed', at: Date.now() });
    }
  }

  return (
    <>
      <span role="status" className={`code-sample-status is-${status.kind}`}>
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
