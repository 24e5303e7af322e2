import type { ReactNode } from 'react';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { useHref } from '#client/lib/navigation.tsx';

/**
 * A link to a page of the site that opens in a new tab and says so to screen readers. The privacy policy link
 * inside a consent label uses it, so reading the policy never throws away a half-filled form. It keeps the
 * current culture's prefix, as every in-app link does.
 */
export function NewTabLink({ to, children }: { to: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={useHref(to)} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {t('nav.opensInNewTab')}</span>
    </a>
  );
}
