import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type { ZodType } from 'zod';

/** A form's shared schema, loaded on first use (see useValidatedForm). */
export interface LazySchema<TValues extends FieldValues> {
  /** The resolver validating with the schema; loads the schema and zod the first time. */
  load(): Promise<Resolver<TValues>>;
}

/**
 * A schema module loaded on demand, e.g.
 * `lazySchema(() => import('#shared/validation/contact.ts').then((m) => m.ContactFormSchema))`, declared once
 * beside the page. A failed load (offline) is tried again at the next validation.
 */
export function lazySchema<TValues extends FieldValues>(
  importSchema: () => Promise<ZodType<unknown, TValues>>,
): LazySchema<TValues> {
  let resolver: Promise<Resolver<TValues>> | undefined;
  return {
    load() {
      resolver ??= importSchema().then(
        (schema) => zodResolver(schema as never) as unknown as Resolver<TValues>,
        (error: unknown) => {
          resolver = undefined;
          throw error;
        },
      );
      return resolver;
    },
  };
}

const FIRST_USE = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * A form validated by a shared schema: nothing is flagged until the first submit; from then on,
 * each field revalidates as it changes (and on blur, see TextField). The same schema validates on the server.
 *
 * Nothing is validated before the first submit, so the schema and zod (about 23 KB gzipped) are not part
 * of the page's first load: they load as soon as the visitor starts using the page (a press,
 * a key, a focus), well before a submit needs them, and a submit waits for them if it comes first.
 */
export function useValidatedForm<TValues extends FieldValues>(
  schema: LazySchema<TValues>,
  defaultValues: DefaultValues<TValues>,
) {
  useEffect(() => {
    const load = () => {
      stop();
      schema.load().catch(() => {});
    };
    const stop = () => {
      for (const event of FIRST_USE) document.removeEventListener(event, load, true);
    };
    for (const event of FIRST_USE) document.addEventListener(event, load, true);
    return stop;
  }, [schema]);

  return useForm<TValues>({
    resolver: async (values, context, options) => (await schema.load())(values, context, options),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}
