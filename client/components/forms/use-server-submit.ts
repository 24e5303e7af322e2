import { useState } from 'react';
import type { ApiReply } from '#shared/api/reply.ts';

/**
 * What every form does with the server's answer: on success, move on; on `succeeded: false`, keep the form
 * and show errorMessage in the screen's modal until Ok is pressed.
 */
export function useServerSubmit<TValues, TModel = unknown>(
  call: (values: TValues) => Promise<ApiReply<TModel>>,
  onSucceeded: (reply: ApiReply<TModel>, values: TValues) => void,
) {
  const [serverError, setServerError] = useState<string | null>(null);
  async function submit(values: TValues) {
    const reply = await call(values);
    if (reply.succeeded) onSucceeded(reply, values);
    else setServerError(reply.errorMessage);
  }
  return { submit, serverError, dismissServerError: () => setServerError(null) };
}
