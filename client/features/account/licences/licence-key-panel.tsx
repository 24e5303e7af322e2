import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { CopyKeyButton } from './copy-key-button.tsx';
import { getLicenceKey } from './licences-api.ts';

// The dialog brings the forms' code with it: loaded only when the server asks for the password.
const KeyPasswordDialog = lazy(async () => ({
  default: (await import('./key-password-dialog.tsx')).KeyPasswordDialog,
}));

type KeyState =
  | { kind: 'hidden'; error: string | null }
  | { kind: 'asking' }
  | { kind: 'password' }
  | { kind: 'shown'; key: string };

/**
 * A licence's key, hidden until asked for (docs/product.md, Licences): "Show key" asks the server, which answers
 * with the key or asks for the password first (in a dialog). Once shown: the key in a read-only field, a copy
 * button and "Hide key", which gives the focus back to "Show key".
 */
export function LicenceKeyPanel({ licenceId }: { licenceId: string }) {
  const { t } = useTranslation('licences');
  const { api } = useAppState();
  const [state, setState] = useState<KeyState>({ kind: 'hidden', error: null });
  const showButtonRef = useRef<HTMLButtonElement>(null);
  const keyFieldRef = useRef<HTMLInputElement>(null);
  const wasShown = useRef(false);
  const fieldId = `licence-key-${licenceId}`;

  // The key appears where "Show key" was: the focus follows it, and comes back to "Show key" when it is hidden.
  useEffect(() => {
    if (state.kind === 'shown') {
      wasShown.current = true;
      keyFieldRef.current?.focus();
    } else if (state.kind === 'hidden' && wasShown.current) {
      wasShown.current = false;
      showButtonRef.current?.focus();
    }
  }, [state.kind]);

  async function showKey() {
    setState({ kind: 'asking' });
    const outcome = await getLicenceKey(api, { licenceId, Password: '' });
    if (outcome.kind !== 'succeeded' || !outcome.model) {
      setState({ kind: 'hidden', error: outcome.kind === 'succeeded' ? t('key.notShown') : outcome.message });
      return;
    }
    setState('key' in outcome.model ? { kind: 'shown', key: outcome.model.key } : { kind: 'password' });
  }

  if (state.kind === 'shown')
    return (
      <div>
        <label htmlFor={fieldId} className="form-label">
          {t('key.label')}
        </label>
        <input
          ref={keyFieldRef}
          id={fieldId}
          className="form-control licence-mono mb-2"
          value={state.key}
          readOnly
          spellCheck={false}
          autoComplete="off"
          onFocus={(event) => event.currentTarget.select()}
        />
        <div className="d-flex flex-wrap align-items-center gap-2">
          <CopyKeyButton text={state.key} fieldRef={keyFieldRef} />
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            onClick={() => setState({ kind: 'hidden', error: null })}
          >
            {t('key.hide')}
          </button>
        </div>
      </div>
    );

  const isAsking = state.kind === 'asking';
  return (
    <div>
      <button
        ref={showButtonRef}
        type="button"
        className="btn btn-outline-primary btn-sm"
        onClick={() => void showKey()}
        disabled={isAsking}
        aria-haspopup="dialog"
      >
        {isAsking ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        {t('key.show')}
      </button>
      <div role="alert">
        {state.kind === 'hidden' && state.error ? (
          <p className="alert alert-danger mt-3 mb-0">{state.error}</p>
        ) : null}
      </div>
      {state.kind === 'password' ? (
        <Suspense fallback={null}>
          <KeyPasswordDialog
            licenceId={licenceId}
            isOpen
            onCancel={() => {
              setState({ kind: 'hidden', error: null });
              showButtonRef.current?.focus();
            }}
            onKey={(key) => setState({ kind: 'shown', key })}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
