import { z } from 'zod';

export interface CrossFieldIssue {
  path: string;
  message: string;
}

/**
 * Adds rules that compare fields (passwords match, the CIF when the country is Spain) to an object schema,
 * so their messages show together with the fields' own. Zod skips an object's refinements once a field has
 * failed with `abort` (as the shared field builders do), which would hide 'Passwords don't match' until
 * every other field was fixed; an intersection runs both sides on the raw input instead.
 */
export function withCrossFieldRules<S extends z.ZodObject>(
  fields: S,
  rules: (raw: Record<string, unknown>) => CrossFieldIssue[],
) {
  const crossField = z
    .unknown()
    .check((context) => {
      const raw = context.value;
      if (!raw || typeof raw !== 'object') return;
      for (const issue of rules(raw as Record<string, unknown>)) {
        context.issues.push({
          code: 'custom',
          path: [issue.path],
          message: issue.message,
          input: (raw as Record<string, unknown>)[issue.path],
        });
      }
    })
    // Contributes no values: the fields' side owns the output.
    .transform(() => ({}));
  return z.intersection(fields, crossField);
}

/** A string value of a raw input, or undefined when the field is absent or of another type. */
export function rawString(raw: Record<string, unknown>, key: string): string | undefined {
  const value = raw[key];
  return typeof value === 'string' ? value : undefined;
}
