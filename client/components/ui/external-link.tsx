import type { ReactNode } from 'react';
import { useTranslation } from '#client/lib/i18n/react.tsx';

/** A link to another site: it opens in a new tab, and says so to screen readers. */
export function ExternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <a className={className} href={href} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {t('nav.opensInNewTab')}</span>
    </a>
  );
}
