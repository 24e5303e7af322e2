import { useEffect, useRef, useState } from 'react';
import { Waiting } from '#client/components/ui/waiting.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link, useSearchParams } from '#client/lib/navigation.tsx';
import { PATHS } from '#shared/paths.ts';
import { RETURN_PARAMETER, safeReturnPath, withReturnPath } from '#shared/return-path.ts';
import { confirmEmail } from './account-api.ts';
import { AccountFormCard } from './account-form-card.tsx';

type Confirmation = { state: 'waiting' } | { state: 'succeeded' } | { state: 'failed'; message: string };

/**
 * /account/confirm-email?userId=…&code=…[&return=…]: confirms on load, once (the code is single use), and
 * shows waiting, then success with a Sign In button, or 'Your account could not be confirmed.' and the reason.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation('account');
  const { api } = useAppState();
  const [searchParams] = useSearchParams();
  const userId = searchParams.get('userId') ?? '';
  const code = searchParams.get('code') ?? '';
  // An account made from an order page: signing in brings it back there (docs/product.md, Orders).
  const returnPath = safeReturnPath(searchParams.get(RETURN_PARAMETER));
  const [confirmation, setConfirmation] = useState<Confirmation>({ state: 'waiting' });
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    if (!userId || !code) {
      setConfirmation({ state: 'failed', message: t('confirmEmail.incompleteLink') });
      return;
    }
    void confirmEmail(api, { UserId: userId, Code: code }).then((outcome) => {
      setConfirmation(
        outcome.kind === 'succeeded' ? { state: 'succeeded' } : { state: 'failed', message: outcome.message },
      );
    });
  }, [api, userId, code, t]);

  return (
    <AccountFormCard
      metaTitle={t('confirmEmail.metaTitle')}
      metaDescription={t('confirmEmail.metaDescription')}
      title={t('confirmEmail.title')}
    >
      <div aria-live="polite">
        {confirmation.state === 'waiting' ? <Waiting label={t('confirmEmail.waiting')} /> : null}
        {confirmation.state === 'succeeded' ? (
          <>
            <p className="alert alert-success">{t('confirmEmail.succeeded')}</p>
            <Link className="btn btn-primary" to={withReturnPath(PATHS.signIn, returnPath)}>
              {t('confirmEmail.signIn')}
            </Link>
          </>
        ) : null}
        {confirmation.state === 'failed' ? (
          <p className="alert alert-danger mb-0">
            {t('confirmEmail.failed')} {confirmation.message}
          </p>
        ) : null}
      </div>
    </AccountFormCard>
  );
}
