import { useEffect, useRef, useState } from 'react';
import { Waiting } from '#client/components/ui/waiting.tsx';
import { AccountFormCard } from '#client/features/account/account-form-card.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link, useSearchParams } from '#client/lib/navigation.tsx';
import { PATHS } from '#shared/paths.ts';
import { confirmEmailChange, undoEmailChange } from './security-api.ts';

type Outcome = { state: 'waiting' } | { state: 'succeeded' } | { state: 'failed'; message: string };

const LINKS = {
  confirm: { send: confirmEmailChange, next: PATHS.security },
  undo: { send: undoEmailChange, next: PATHS.signIn },
} as const;

/**
 * The two links of a change of address (docs/product.md, Account security), run on load, once (single use):
 * /account/confirm-email-change?token=… (sent to the new address) and /account/undo-email-change?token=…
 * (sent to the old one as soon as a change is asked for, and again once it is made: it cancels a pending change
 * or puts the old address back, signing every session out; its texts read right for both).
 */
export function EmailChangeLinkPage({ kind }: { kind: keyof typeof LINKS }) {
  const { t } = useTranslation('account-settings');
  const { api, setAuthenticated } = useAppState();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ state: 'waiting' });
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    if (!token) {
      setOutcome({ state: 'failed', message: t('emailChangeLink.incompleteLink') });
      return;
    }
    void LINKS[kind].send(api, { Token: token }).then((reply) => {
      if (reply.kind !== 'succeeded') {
        setOutcome({ state: 'failed', message: reply.message });
        return;
      }
      // An undo signs every session out, this browser's too if it was one.
      if (kind === 'undo') setAuthenticated(false);
      setOutcome({ state: 'succeeded' });
    });
  }, [api, kind, token, t, setAuthenticated]);

  return (
    <AccountFormCard
      metaTitle={t(`emailChangeLink.${kind}.metaTitle`)}
      metaDescription={t(`emailChangeLink.${kind}.metaDescription`)}
      title={t(`emailChangeLink.${kind}.title`)}
    >
      <div aria-live="polite">
        {outcome.state === 'waiting' ? <Waiting label={t(`emailChangeLink.${kind}.waiting`)} /> : null}
        {outcome.state === 'succeeded' ? (
          <>
            <p className="alert alert-success">{t(`emailChangeLink.${kind}.succeeded`)}</p>
            <Link className="btn btn-primary" to={LINKS[kind].next}>
              {t(`emailChangeLink.${kind}.next`)}
            </Link>
          </>
        ) : null}
        {outcome.state === 'failed' ? (
          <p className="alert alert-danger mb-0">
            {t(`emailChangeLink.${kind}.failed`)} {outcome.message}
          </p>
        ) : null}
      </div>
    </AccountFormCard>
  );
}
