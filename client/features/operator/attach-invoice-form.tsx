import { type FormEvent, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { ServerErrorModal } from '#client/components/forms/server-error-modal.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import type { OperatorOrderDetail } from '#shared/api/order-models.ts';
import { formatMegabytes } from './money.ts';
import { attachInvoice } from './operator-api.ts';

/** The largest invoice the server keeps (docs/product.md, Operator console): 5 MB. */
export const INVOICE_MAX_BYTES = 5 * 1024 * 1024;
const PDF = 'application/pdf';

type Problem = 'missing' | 'notPdf' | 'tooLarge';

/** What is wrong with the chosen file before it is sent, or null. The server checks the bytes themselves. */
export function problemWithInvoice(file: File | null | undefined): Problem | null {
  if (!file) return 'missing';
  // A browser that cannot tell the type leaves it empty: the server's check of the bytes decides then.
  if (file.type && file.type !== PDF) return 'notPdf';
  if (file.size > INVOICE_MAX_BYTES) return 'tooLarge';
  return null;
}

/**
 * "Attach invoice" (docs/product.md, Operator console), for a paid order: accounting's PDF, checked here for
 * its type and its size (at most 5 MB) with a message beside the field, then uploaded. The server's refusal (not
 * a PDF by its bytes, too large) is shown in the usual error dialog; the reply is the order with its invoice.
 */
export function AttachInvoiceForm({
  order,
  onAttached,
}: {
  order: OperatorOrderDetail;
  onAttached: (order: OperatorOrderDetail) => void;
}) {
  const { t } = useTranslation('operator');
  const { api, currentCulture } = useAppState();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [problem, setProblem] = useState<{ kind: Problem; size: number } | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    const file = inputRef.current?.files?.[0];
    const found = problemWithInvoice(file);
    // Rendered first, so the field focused is already described by its message.
    flushSync(() => setProblem(found ? { kind: found, size: file?.size ?? 0 } : null));
    if (found || !file) {
      inputRef.current?.focus();
      return;
    }
    setIsSending(true);
    const outcome = await attachInvoice(api, order.reference, file);
    if (outcome.kind === 'succeeded' && outcome.model) {
      setIsSending(false);
      if (inputRef.current) inputRef.current.value = '';
      onAttached(outcome.model);
      return;
    }
    // Enabled and focused before the dialog opens, so that closing it returns there.
    flushSync(() => setIsSending(false));
    buttonRef.current?.focus();
    if (outcome.kind !== 'succeeded') setServerError(outcome.message);
  }

  const errorId = `${id}-error`;
  return (
    <form noValidate onSubmit={send}>
      <div className="mb-3">
        <label htmlFor={id} className="form-label">
          {t(order.invoiceFileName ? 'invoice.replaceLabel' : 'invoice.fileLabel')}
        </label>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={`${PDF},.pdf`}
          className={`form-control${problem ? ' is-invalid' : ''}`}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint${problem ? ` ${errorId}` : ''}`}
          onChange={() => setProblem(null)}
        />
        <div id={`${id}-hint`} className="form-text">
          {t('invoice.hint')}
        </div>
        {problem ? (
          <div id={errorId} className="invalid-feedback d-block">
            {t(`invoice.problems.${problem.kind}`, { size: formatMegabytes(problem.size, currentCulture) })}
          </div>
        ) : null}
      </div>
      <button
        ref={buttonRef}
        type="submit"
        className="btn btn-primary"
        disabled={isSending}
        aria-busy={isSending || undefined}
      >
        {isSending ? t('invoice.uploading') : t('invoice.upload')}
      </button>
      <ServerErrorModal
        title={t('invoice.errorTitle')}
        message={serverError}
        onClose={() => setServerError(null)}
      />
    </form>
  );
}
