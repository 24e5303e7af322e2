import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ApiOutcome } from '#client/lib/api.ts';

export interface SubmitOptions {
  /**
   * Which failures the form shows in its modal: 'all' (the default), 'refusals' (the server's own 'no', not a
   * call that never completed: the contact form leaves those out) or 'none' (forgotten password, whose
   * answer is the same whatever the address).
   */
  show?: 'all' | 'refusals' | 'none';
}

/**
 * How every form sends (docs/product.md, Forms): the call runs only once the form is valid; while it runs the
 * submit button is disabled and busy; success hands the model on; a failure re-enables and focuses the
 * button, then shows the message in the form's modal, whose closing returns focus there.
 */
export function useSubmit<TValues, TModel = unknown>(
  send: (values: TValues) => Promise<ApiOutcome<TModel>>,
  onSucceeded: (model: TModel | null, values: TValues) => void | Promise<void>,
  { show = 'all' }: SubmitOptions = {},
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  async function submit(values: TValues) {
    setIsSubmitting(true);
    const outcome = await send(values);
    if (outcome.kind === 'succeeded') {
      await onSucceeded(outcome.model, values);
      setIsSubmitting(false);
      return;
    }
    // The button must be enabled and focused before the modal opens, so that closing it returns there.
    flushSync(() => setIsSubmitting(false));
    formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    if (show === 'none' || (show === 'refusals' && outcome.kind === 'failed')) return;
    setServerError(outcome.message);
  }

  return { formRef, isSubmitting, submit, serverError, dismissServerError: () => setServerError(null) };
}
