import { type ChangeEvent, type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ZodType } from 'zod';

/** A form's values: text and select fields hold strings, checkboxes booleans. */
export type FormValues = Record<string, unknown>;
/** The name of one of a form's fields (the forms are flat: one level of fields). */
export type FieldName<T extends FormValues> = Extract<keyof T, string>;
/** A field's message: a validation message key of shared/validation/messages.ts. */
export interface FieldError {
  message: string;
}
type FieldErrors = Readonly<Record<string, FieldError>>;

/** Validates all the values at once: the parsed output, or the first message of each field. */
type Validate = (
  values: FormValues,
) => { output: unknown; errors: null } | { output: null; errors: FieldErrors };

/** A form's shared schema, loaded on first use (see useValidatedForm). */
export interface LazySchema<TValues extends FormValues, TOutput = TValues> {
  /** The schema's validation; loads the schema and zod the first time. */
  load(): Promise<Validate>;
  /** Only types the schema's values (never set). */
  readonly values?: TValues;
  /** Only types what the schema makes of them, which the form sends (never set). */
  readonly output?: TOutput;
}

/**
 * A schema module loaded on demand, e.g.
 * `lazySchema(() => import('#shared/validation/contact.ts').then((m) => m.ContactFormSchema))`, declared once
 * beside the page. A failed load (offline) is tried again at the next validation.
 */
export function lazySchema<TValues extends FormValues, TOutput = TValues>(
  importSchema: () => Promise<ZodType<TOutput, TValues>>,
): LazySchema<TValues, TOutput> {
  let validate: Promise<Validate> | undefined;
  return {
    load() {
      validate ??= importSchema().then(validateWith, (error: unknown) => {
        validate = undefined;
        throw error;
      });
      return validate;
    },
  };
}

function validateWith(schema: ZodType): Validate {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { output: result.data, errors: null };
    const errors: Record<string, FieldError> = {};
    // A field shows its first message, as the server's reply does.
    for (const issue of result.error.issues) errors[issue.path.join('.')] ??= { message: issue.message };
    return { output: null, errors };
  };
}

/** What a control spreads to be bound to its field: its name, value and events. */
export interface FieldRegistration {
  name: string;
  ref: (element: HTMLElement | null) => void;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  onBlur: () => void;
  value?: string;
  checked?: boolean;
}

/**
 * A validated form, as useValidatedForm gives it to the page and its fields. A field takes any form whose
 * values have its name (TOutput unknown): what the form sends is the page's business.
 */
export interface ValidatedForm<TValues extends FormValues, TOutput = unknown> {
  /** The submit handler: validates every field; sends the schema's output only when they are all valid. */
  handleSubmit(onValid: (values: TOutput) => unknown): (event?: FormEvent) => Promise<void>;
  /** New values (or the defaults), with nothing flagged, as before a first submit. */
  reset(values?: TValues): void;
  watch<K extends FieldName<TValues>>(name: K): TValues[K];
  register(name: FieldName<TValues>): FieldRegistration;
  errorOf(name: FieldName<TValues>): FieldError | undefined;
  /** Focuses a field, when one step of a form replaces another and its field takes the focus the old one held. */
  setFocus(name: FieldName<TValues>): void;
}

const FIRST_USE = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * A form validated by a shared schema (docs/product.md, Forms): nothing is flagged until the first submit,
 * which focuses the first field with a message; from then on each field revalidates as it changes and when
 * it is left. The same schema validates on the server.
 *
 * Nothing is validated before the first submit, so the schema and zod (about 23 KB gzipped) are not part
 * of the page's first load: they load as soon as the visitor starts using the page (a press, a key, a
 * focus), well before a submit needs them, and a submit waits for them if it comes first. The fields are
 * controlled: their values live in this hook's state, so what the page shows is what is validated and sent.
 */
export function useValidatedForm<TValues extends FormValues, TOutput = TValues>(
  schema: LazySchema<TValues, TOutput>,
  defaultValues: TValues,
): ValidatedForm<TValues, TOutput> {
  useEffect(() => {
    const load = (event: Event) => {
      // Focus the page moves by itself (to <main> after a navigation, the layout's) is not the visitor's use.
      if (event.type === 'focusin' && !(event.target instanceof Element && event.target.closest('form')))
        return;
      stop();
      schema.load().catch(() => {});
    };
    const stop = () => {
      for (const event of FIRST_USE) document.removeEventListener(event, load, true);
    };
    for (const event of FIRST_USE) document.addEventListener(event, load, true);
    return stop;
  }, [schema]);

  const [values, setValues] = useState<TValues>(defaultValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  // The latest values and defaults for the stable callbacks below; the controls, in the order they render.
  const latest = useRef({ values, defaultValues, isSubmitted });
  latest.current = { values, defaultValues, isSubmitted };
  const controls = useRef(new Map<string, HTMLElement>());
  const refs = useRef(new Map<string, (element: HTMLElement | null) => void>());
  // One ref callback per field for the form's life, so React does not detach and attach it at every render.
  const refFor = useCallback((name: string) => {
    let ref = refs.current.get(name);
    if (!ref) {
      ref = (element) => {
        if (element) controls.current.set(name, element);
        else controls.current.delete(name);
      };
      refs.current.set(name, ref);
    }
    return ref;
  }, []);

  /** After the first submit: the field's message as the values now stand, the others' left as they are. */
  const revalidate = useCallback(
    async (name: string, valuesNow: FormValues) => {
      const { errors: found } = (await schema.load())(valuesNow);
      setErrors(({ [name]: _previous, ...others }) =>
        found?.[name] ? { ...others, [name]: found[name] } : others,
      );
    },
    [schema],
  );

  const handleSubmit = useCallback(
    (onValid: (values: TOutput) => unknown) => async (event?: FormEvent) => {
      event?.preventDefault();
      setIsSubmitted(true);
      const result = (await schema.load())(latest.current.values);
      // Rendered first, so the field focused is already described by its message.
      flushSync(() => setErrors(result.errors ?? {}));
      if (result.errors) {
        firstInDocument(
          [...controls.current].filter(([name]) => result.errors[name]).map(([, control]) => control),
        )?.focus();
        return;
      }
      // The output of the schema the form was typed with (lazySchema).
      await onValid(result.output as TOutput);
    },
    [schema],
  );

  const reset = useCallback((next?: TValues) => {
    latest.current.values = next ?? latest.current.defaultValues;
    setValues(latest.current.values);
    setErrors({});
    setIsSubmitted(false);
  }, []);

  const setFocus = useCallback((name: string) => controls.current.get(name)?.focus(), []);

  return useMemo<ValidatedForm<TValues, TOutput>>(
    () => ({
      handleSubmit,
      reset,
      setFocus,
      watch: (name) => values[name],
      errorOf: (name) => errors[name],
      register(name) {
        const value = values[name];
        return {
          name,
          ref: refFor(name),
          onChange: (event) => {
            const target = event.target;
            const changed = {
              ...latest.current.values,
              [name]:
                target instanceof HTMLInputElement && target.type === 'checkbox'
                  ? target.checked
                  : target.value,
            };
            latest.current.values = changed;
            setValues(changed);
            if (latest.current.isSubmitted) void revalidate(name, changed);
          },
          onBlur: () => {
            if (latest.current.isSubmitted) void revalidate(name, latest.current.values);
          },
          ...(typeof value === 'boolean' ? { checked: value } : { value: String(value ?? '') }),
        };
      },
    }),
    [values, errors, handleSubmit, reset, setFocus, revalidate, refFor],
  );
}

function firstInDocument(elements: HTMLElement[]): HTMLElement | undefined {
  return elements.reduce<HTMLElement | undefined>(
    (first, element) =>
      first && first.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING
        ? element
        : (first ?? element),
    undefined,
  );
}
