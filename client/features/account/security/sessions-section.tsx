import { useCallback, useEffect, useRef, useState } from 'react';
import { ServerErrorModal } from '#client/components/forms/server-error-modal.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { Waiting } from '#client/components/ui/waiting.tsx';
import { StatusMessage } from '#client/features/account/account-form-card.tsx';
import type { ApiOutcome } from '#client/lib/api.ts';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import type { AccountSession } from '#shared/api/account-session.ts';
import { endOtherSessions, endSession, getSessions } from './security-api.ts';
import { SecuritySection } from './security-section.tsx';

/**
 * The account's sessions, this device first and marked: browser and system, truncated address, when each
 * started and was last seen (in the visitor's time zone). Any other one can be ended, or all of them at once
 * after a confirmation; focus then goes to the section's heading, as the button pressed is gone.
 */
export function SessionsSection() {
  const { t } = useTranslation('account-security');
  const { t: tc } = useTranslation();
  const { api, currentCulture } = useAppState();
  const [sessions, setSessions] = useState<AccountSession[] | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const load = useCallback(async () => {
    const outcome = await getSessions(api);
    if (outcome.kind !== 'succeeded') return;
    const list = outcome.list ?? [];
    setSessions([...list.filter((s) => s.isCurrent), ...list.filter((s) => !s.isCurrent)]);
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  const time = new Intl.DateTimeFormat(currentCulture, { dateStyle: 'medium', timeStyle: 'short' });
  const deviceOf = (session: AccountSession) =>
    t('security.sessions.device', {
      browser: session.browser ?? t('security.sessions.unknownBrowser'),
      system: session.system ?? t('security.sessions.unknownSystem'),
    });

  async function act(send: () => Promise<ApiOutcome>, done: string) {
    setIsBusy(true);
    setStatus(null);
    const outcome = await send();
    setIsBusy(false);
    if (outcome.kind === 'refused') setServerError(outcome.message);
    if (outcome.kind !== 'succeeded') return;
    await load();
    setStatus(done);
    headingRef.current?.focus();
  }

  const others = sessions?.filter((session) => !session.isCurrent) ?? [];

  return (
    <SecuritySection
      title={t('security.sessions.title')}
      intro={t('security.sessions.intro')}
      headingRef={headingRef}
    >
      <StatusMessage message={status} />
      {sessions === null ? (
        <Waiting label={tc('loading')} />
      ) : (
        <>
          <ul className="list-unstyled d-flex flex-column gap-2 mb-3">
            {sessions.map((session) => (
              <li key={session.id} className="card">
                <div className="card-body d-flex flex-wrap gap-3 justify-content-between align-items-center">
                  <div>
                    <h3 className="h6 mb-1">
                      {deviceOf(session)}
                      {session.isCurrent ? (
                        <>
                          {' '}
                          <span className="badge text-bg-success">{t('security.sessions.thisDevice')}</span>
                        </>
                      ) : null}
                    </h3>
                    <ul className="list-unstyled small mb-0 text-body-secondary">
                      <li>
                        {t('security.sessions.address')}:{' '}
                        {session.address ?? t('security.sessions.unknownAddress')}
                      </li>
                      <li>
                        {t('security.sessions.started')}: {time.format(new Date(session.createdAt))}
                      </li>
                      <li>
                        {t('security.sessions.lastSeen')}: {time.format(new Date(session.lastSeenAt))}
                      </li>
                    </ul>
                  </div>
                  {session.isCurrent ? null : (
                    <button
                      type="button"
                      className="btn btn-outline-secondary btn-sm"
                      // Starts with the visible words, so speech users can say them (WCAG 2.5.3).
                      aria-label={t('security.sessions.endNamed', {
                        device: deviceOf(session),
                        lastSeen: time.format(new Date(session.lastSeenAt)),
                      })}
                      disabled={isBusy}
                      onClick={() =>
                        void act(() => endSession(api, { Id: session.id }), t('security.sessions.ended'))
                      }
                    >
                      {t('security.sessions.end')}
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          {others.length > 0 ? (
            <button
              type="button"
              className="btn btn-outline-primary"
              disabled={isBusy}
              onClick={() => setIsConfirming(true)}
            >
              {t('security.sessions.endOthers')}
            </button>
          ) : (
            <p className="mb-0 text-body-secondary">{t('security.sessions.noOthers')}</p>
          )}
        </>
      )}
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('security.sessions.confirmTitle')}
        confirmLabel={t('security.sessions.confirm')}
        cancelLabel={t('security.sessions.cancel')}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() => {
          setIsConfirming(false);
          void act(() => endOtherSessions(api), t('security.sessions.othersEnded'));
        }}
      >
        <p className="mb-0">{t('security.sessions.confirmBody')}</p>
      </ConfirmDialog>
      <ServerErrorModal
        title={t('security.sessions.errorTitle')}
        message={serverError}
        onClose={() => setServerError(null)}
      />
    </SecuritySection>
  );
}
