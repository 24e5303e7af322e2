import { useTranslation } from '#client/lib/i18n/react.tsx';
import { useClipboard } from '#client/lib/use-clipboard.ts';

const CONFIRMATION_MS = 2500;

/**
 * Copies `text` to the clipboard. The confirmation is a polite live region beside the button, so it is
 * seen and heard, while the button keeps a stable name.
 */
export function CopyButton({ text, isDisabled = false }: { text: string; isDisabled?: boolean }) {
  const { t } = useTranslation('docs');
  const { status, copy } = useClipboard({ resetAfterMs: CONFIRMATION_MS });

  return (
    <>
      <span role="status" className={`code-sample-status is-${status}`}>
        {status === 'copied' ? t('sample.copied') : null}
        {status === 'failed' ? t('sample.copyFailed') : null}
      </span>
      <button
        type="button"
        className="btn btn-sm btn-light code-sample-button"
        disabled={isDisabled}
        onClick={() => void copy(text)}
      >
        {t('sample.copy')}
      </button>
    </>
  );
}
