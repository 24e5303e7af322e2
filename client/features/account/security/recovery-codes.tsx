import { useState } from 'react';
import { StatusMessage } from '#client/features/account/account-form-card.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { useFocusOnMount } from './use-focus-on-mount.ts';

/** The file the codes download as: a heading line, then one code per line. */
function recoveryCodesFile(heading: string, codes: string[]): string {
  return `${heading}\n\n${codes.join('\n')}\n`;
}

/**
 * The ten recovery codes, shown this once (the server keeps only their hashes): to download as a .txt, copy,
 * or write down; "I've saved them" closes the panel.
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('account-security');
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [copied, setCopied] = useState(false);
  const text = recoveryCodesFile(t('twoFactor.fileHeading'), codes);
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;

  async function handleCopy() {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  }

  return (
    <div>
      <h3 className="h6" tabIndex={-1} ref={heading}>
        {t('twoFactor.recoveryTitle')}
      </h3>
      <p>{t('twoFactor.recoveryIntro')}</p>
      <ul className="list-unstyled mb-3" aria-label={t('twoFactor.recoveryListLabel')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <StatusMessage message={copied ? t('twoFactor.copied') : null} />
      <div className="d-flex flex-wrap gap-2">
        <a className="btn btn-outline-primary" href={download} download="fakexrmeasy-recovery-codes.txt">
          {t('twoFactor.download')}
        </a>
        <button type="button" className="btn btn-outline-primary" onClick={() => void handleCopy()}>
          {t('twoFactor.copy')}
        </button>
        <button type="button" className="btn btn-primary" onClick={onDone}>
          {t('twoFactor.done')}
        </button>
      </div>
    </div>
  );
}
