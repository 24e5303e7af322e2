import type { ComponentType } from 'react';
import { PageMeta } from '#client/components/ui/page-meta.tsx';
import { WaitingForSignIn } from '#client/features/account/account-form-card.tsx';
import { useSignedInCheck } from '#client/features/account/use-signed-in-check.ts';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/navigation.tsx';
import { PATHS } from '#shared/paths.ts';
import { ChangeEmailSection } from './change-email-section.tsx';
import { ChangePasswordSection } from './change-password-section.tsx';
import { PasskeysSection } from './passkeys-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';
import { TwoFactorStatusProvider } from './two-factor-status.tsx';

/**
 * The page's sections, in order: each is a self-contained card that loads and sends what it needs, so a new
 * one is one more line here.
 */
const SECTIONS: ReadonlyArray<{ key: string; Section: ComponentType }> = [
  { key: 'password', Section: ChangePasswordSection },
  { key: 'email', Section: ChangeEmailSection },
  { key: 'two-factor', Section: TwoFactorSection },
  { key: 'passkeys', Section: PasskeysSection },
  { key: 'sessions', Section: SessionsSection },
];

/** /account/security (docs/product.md, Account security): shown once the logged-in check has passed. */
export function SecurityPage() {
  // With the field messages: a page rendered in the browser only loads both at once.
  const { t } = useTranslation(['account-security', 'validation']);
  const isSignedIn = useSignedInCheck();
  const meta = <PageMeta title={t('security.metaTitle')} description={t('security.metaDescription')} />;

  if (!isSignedIn) return <WaitingForSignIn meta={meta} />;

  return (
    <section className="container py-5">
      {meta}
      <h1 className="mb-3">{t('security.title')}</h1>
      <p className="lead mb-4">{t('security.intro')}</p>
      {/* The two-factor and passkeys cards share the status: what adding a factor asks for, and whether it may. */}
      <TwoFactorStatusProvider>
        <div className="d-flex flex-column gap-4 mb-4" style={{ maxWidth: '48rem' }}>
          {SECTIONS.map(({ key, Section }) => (
            <Section key={key} />
          ))}
        </div>
      </TwoFactorStatusProvider>
      <Link to={PATHS.dashboard}>{t('security.backToDashboard')}</Link>
    </section>
  );
}
