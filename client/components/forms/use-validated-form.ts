import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A form validated by a shared schema (spec §5): nothing is flagged until the first submit; from then on,
 * each field revalidates as it changes (and on blur, see TextField). The same schema validates on the server.
 */
export function useValidatedForm<TValues extends FieldValues>(
  schema: ZodType<unknown, TValues>,
  defaultValues: DefaultValues<TValues>,
) {
  return useForm<TValues>({
    resolver: zodResolver(schema as never) as unknown as Resolver<TValues>,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}
