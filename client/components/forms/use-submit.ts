import { type RefObject, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { useNavigate } from '#client/lib/router.tsx';
import type { ApiReply } from '#shared/api/reply.ts';

/**
 * The submit half of a lead form (spec §4): the call runs only once the form is valid; while it runs the
 * button is disabled and reads 'Submitting...'; success goes to the form's confirmation page; a refusal
 * (succeeded false, or a 429) returns to idle and shows the server's message in the screen's modal.
 *
 * The contact form does not show a network failure (spec §4: "A network or parse failure is not shown"):
 * the API helper reports those with its generic message, which that form leaves out of the modal.
 */
export function useLeadSubmit<TValues>(
  send: (values: TValues) => Promise<ApiReply>,
  successPath: string,
  options: { showNetworkFailures?: boolean } = {},
) {
  const navigate = useNavigate();
  const { t } = useTranslation('errors');
  const formRef = useRef<HTMLFormElement>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  async function submit(values: TValues) {
    setIsSubmitting(true);
    const reply = await send(values);
    if (reply.succeeded) {
      navigate(successPath);
      return;
    }
    // Re-enable the button and give it focus before the modal opens, so closing the modal returns there.
    flushSync(() => setIsSubmitting(false));
    submitButton(formRef)?.focus();
    if (options.showNetworkFailures === false && reply.errorMessage === t('api.unexpected')) return;
    setServerError(reply.errorMessage);
  }

  return { formRef, isSubmitting, submit, serverError, dismissServerError: () => setServerError(null) };
}

function submitButton(formRef: RefObject<HTMLFormElement | null>): HTMLButtonElement | null {
  return formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]') ?? null;
}
