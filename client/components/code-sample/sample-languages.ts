/** The languages a docs code sample can be written in, with the name shown above the sample. */
export const SAMPLE_LANGUAGES = {
  csharp: 'C#',
  powershell: 'PowerShell',
  xml: 'XML',
} as const;

export type SampleLanguage = keyof typeof SAMPLE_LANGUAGES;

export function isSampleLanguage(value: unknown): value is SampleLanguage {
  return typeof value === 'string' && Object.hasOwn(SAMPLE_LANGUAGES, value);
}
