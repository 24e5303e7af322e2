import type { ReactNode } from 'react';

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

/**
 * What every code sample component takes, so an MDX fence renders with any of them: the exact source text, its
 * language, and `children`, the tokens rehype-code-samples.ts highlighted at build time.
 */
export interface SampleProps {
  code: string;
  language: SampleLanguage;
  children?: ReactNode;
}
