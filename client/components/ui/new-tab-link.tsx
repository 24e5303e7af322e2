import type { ReactNode } from 'react';
import { useTranslation } from '#client/lib/i18n/react.tsx';

/**
 * A link that opens in a new tab and says so to screen readers. The privacy policy link inside a consent
 * label uses it, so reading the policy never throws away a half-filled form.
 */
export function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {t('nav.opensInNewTab')}</span>
    </a>
  );
}
