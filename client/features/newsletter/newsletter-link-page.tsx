import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { ApiOutcome } from '#client/lib/api.ts';
import { useSearchParams } from '#client/lib/router.tsx';

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

/** The frame both link pages share: a card whose heading and text follow the state, announced politely. */
export function LinkPageCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="container py-5">
      <div className="card shadow-sm mx-auto" style={{ maxWidth: '40rem' }}>
        <div className="card-body p-4 p-md-5" aria-live="polite">
          <h1 className="h2">{title}</h1>
          {children}
        </div>
      </div>
    </section>
  );
}
