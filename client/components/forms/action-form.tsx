import type { ReactNode } from 'react';
import type { ApiOutcome } from '#client/lib/api.ts';
import { useIsHydrated } from '#client/lib/use-is-hydrated.ts';
import { ServerErrorModal } from './server-error-modal.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useSubmit } from './use-submit.ts';

/**
 * A form that is one button (start a setting up, remove an item, sign in with a passkey): a form, so that it
 * is busy while the call runs and shows a refusal in its modal, returning focus to the button, as every form.
 * A form with fields is a SchemaForm (schema-form.tsx); every form of the site is one of the two.
 */
export function ActionForm<TModel>({
  send,
  onSucceeded,
  errorTitle,
  className = 'btn btn-primary',
  children,
}: {
  send: () => Promise<ApiOutcome<TModel>>;
  onSucceeded: (model: TModel | null) => void | Promise<void>;
  errorTitle: string;
  className?: string;
  children: ReactNode;
}) {
  const { formRef, isSubmitting, submit, serverError, dismissServerError } = useSubmit(send, onSucceeded);
  // Pressed on the prerendered page, the button would post the page to itself (HydratedFieldset says more).
  const isHydrated = useIsHydrated();
  return (
    <form
      ref={formRef}
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(undefined);
      }}
    >
      <SubmitButton isBusy={isSubmitting} isDisabled={!isHydrated} className={className}>
        {children}
      </SubmitButton>
      <ServerErrorModal title={errorTitle} message={serverError} onClose={dismissServerError} />
    </form>
  );
}
