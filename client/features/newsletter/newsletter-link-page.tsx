import { type ReactNode, useEffect, useRef, useState } from 'react';
import { PageMeta } from '#client/components/ui/page-meta.tsx';
import type { ApiOutcome } from '#client/lib/api.ts';
import { useSearchParams } from '#client/lib/navigation.tsx';

export type LinkPageState =
  | { status: 'working' }
  | { status: 'missingToken' }
  | { status: 'succeeded' }
  | { status: 'failed'; message: string };

/**
 * The page behind a link in a newsletter e-mail: it reads the token from the query and POSTs it once, on load.
 * A mail scanner that only GETs the URL changes nothing; a person's browser runs the script and does.
 */
export function useTokenAction(send: (token: string) => Promise<ApiOutcome>): LinkPageState {
  const [searchParams] = useSearchParams();
  const [state, setState] = useState<LinkPageState>({ status: 'working' });
  const sent = useRef<string | null>(null);
  const token = searchParams.get('token') ?? '';
  const sendRef = useRef(send);
  sendRef.current = send;

  useEffect(() => {
    if (!token) {
      setState({ status: 'missingToken' });
      return;
    }
    if (sent.current === token) return;
    sent.current = token;
    setState({ status: 'working' });
    void sendRef
      .current(token)
      .then((outcome) =>
        setState(
          outcome.kind === 'succeeded'
            ? { status: 'succeeded' }
            : { status: 'failed', message: outcome.message },
        ),
      );
  }, [token]);
  return state;
}

/**
 * The frame both link pages share: a card whose heading and text follow the state, announced politely. While
 * the call runs it shows `working` under the meta title; then `succeeded`, or the failure's reason above
 * `afterFailure` (a missing token reads `missingToken`).
 */
export function LinkPage({
  state,
  texts,
  succeeded,
  afterFailure,
}: {
  state: LinkPageState;
  texts: {
    metaTitle: string;
    metaDescription: string;
    working: string;
    succeededTitle: string;
    failedTitle: string;
    missingToken: string;
  };
  succeeded: ReactNode;
  afterFailure: ReactNode;
}) {
  const title =
    state.status === 'succeeded'
      ? texts.succeededTitle
      : state.status === 'working'
        ? texts.metaTitle
        : texts.failedTitle;
  return (
    <section className="container py-5">
      <PageMeta title={texts.metaTitle} description={texts.metaDescription} />
      <div className="card shadow-sm mx-auto" style={{ maxWidth: '40rem' }}>
        <div className="card-body p-4 p-md-5" aria-live="polite">
          <h1 className="h2">{title}</h1>
          {state.status === 'working' ? (
            <p className="mb-0">
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              {texts.working}
            </p>
          ) : null}
          {state.status === 'succeeded' ? succeeded : null}
          {state.status === 'failed' || state.status === 'missingToken' ? (
            <>
              <p>{state.status === 'failed' ? state.message : texts.missingToken}</p>
              {afterFailure}
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
}
