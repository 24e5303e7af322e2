import type { ReactNode } from 'react';
import type { ApiOutcome } from '#client/lib/api.ts';
import { HydratedFieldset } from './hydrated-fieldset.tsx';
import { ServerErrorModal } from './server-error-modal.tsx';
import { SubmitButton } from './submit-button.tsx';
import { type SubmitOptions, useSubmit } from './use-submit.ts';
import {
  type FormValues,
  type LazySchema,
  useValidatedForm,
  type ValidatedForm,
} from './use-validated-form.ts';

/**
 * Where the form's state lives: in the frame, made from the lazily loaded schema and the defaults (most forms);
 * or in the page, which made it with useValidatedForm because it drives it from outside (fills it with what
 * it loaded, a link's query or a reply, focuses a field when a step gives the focus back).
 */
type FormSource<TValues extends FormValues, TOutput> =
  | { schema: LazySchema<TValues, TOutput>; defaults: TValues; form?: never }
  | { form: ValidatedForm<TValues, TOutput>; schema?: never; defaults?: never };

type SchemaFormProps<TValues extends FormValues, TOutput, TModel> = FormSource<TValues, TOutput> & {
  /** The call, given the schema's output (trimmed, converted), once every field is valid. */
  send: (values: TOutput) => Promise<ApiOutcome<TModel>>;
  onSucceeded: (model: TModel | null, values: TOutput) => void | Promise<void>;
  /** The title of the modal that shows the server's message. */
  errorTitle: string;
  submitLabel: ReactNode;
  /** Which failures the modal shows (useSubmit). */
  show?: SubmitOptions['show'];
  /**
   * Names the HydratedFieldset the fields and button sit in, on the pages that are prerendered (or rendered on
   * a page that is): disabled until hydration. The signed-in cards, rendered in the browser only, have none.
   */
  legend?: string;
  method?: 'post';
  className?: string;
  submitClassName?: string;
  busyText?: 'saving';
  /** Where the submit button goes when it is not last on its own: beside a link, a Cancel, in a footer. */
  actions?: (submitButton: ReactNode, isSubmitting: boolean) => ReactNode;
  /** What the form element sits in (a modal dialog): the error modal stays outside it. */
  wrap?: (formElement: ReactNode, isSubmitting: boolean) => ReactNode;
  /** The fields, bound to the form. */
  children: (form: ValidatedForm<TValues, TOutput>) => ReactNode;
};

/**
 * A form validated by its shared schema (docs/product.md, Forms): the frame every such form shares, as
 * ActionForm is for one-button forms. The fields are its children; it validates on submit (useValidatedForm),
 * sends the schema's output, keeps the button busy meanwhile and shows a refusal in its modal (useSubmit).
 */
export function SchemaForm<TValues extends FormValues, TOutput, TModel = unknown>(
  props: SchemaFormProps<TValues, TOutput, TModel>,
) {
  return props.form ? (
    <FormFrame {...props} form={props.form} />
  ) : (
    <FormWithItsState {...props} schema={props.schema} defaults={props.defaults} />
  );
}

function FormWithItsState<TValues extends FormValues, TOutput, TModel>({
  schema,
  defaults,
  ...props
}: Omit<SchemaFormProps<TValues, TOutput, TModel>, 'form'> & {
  schema: LazySchema<TValues, TOutput>;
  defaults: TValues;
}) {
  const form = useValidatedForm(schema, defaults);
  return <FormFrame {...props} form={form} />;
}

function FormFrame<TValues extends FormValues, TOutput, TModel>({
  form,
  send,
  onSucceeded,
  errorTitle,
  submitLabel,
  show,
  legend,
  method,
  className,
  submitClassName,
  busyText,
  actions,
  wrap,
  children,
}: Omit<SchemaFormProps<TValues, TOutput, TModel>, 'form' | 'schema' | 'defaults'> & {
  form: ValidatedForm<TValues, TOutput>;
}) {
  const { formRef, isSubmitting, submit, serverError, dismissServerError } = useSubmit(send, onSucceeded, {
    show,
  });
  const button = (
    <SubmitButton isBusy={isSubmitting} className={submitClassName} busyText={busyText}>
      {submitLabel}
    </SubmitButton>
  );
  const content = (
    <>
      {children(form)}
      {actions ? actions(button, isSubmitting) : button}
    </>
  );
  const formElement = (
    <form ref={formRef} method={method} className={className} noValidate onSubmit={form.handleSubmit(submit)}>
      {legend === undefined ? content : <HydratedFieldset legend={legend}>{content}</HydratedFieldset>}
    </form>
  );
  return (
    <>
      {wrap ? wrap(formElement, isSubmitting) : formElement}
      <ServerErrorModal title={errorTitle} message={serverError} onClose={dismissServerError} />
    </>
  );
}
