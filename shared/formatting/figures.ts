import type { Culture } from '#shared/cultures.ts';
import { formatText } from './prerendered-formats.ts';

/** A ratio as a percentage in the culture's format: 1.91 → "191%" in en-GB, "191 %" in es-ES and ca-ES. */
export function formatPercent(ratio: number, culture: Culture): string {
  return formatText(`percent|${culture}|${ratio}`, () =>
    new Intl.NumberFormat(culture, { style: 'percent' }).format(ratio),
  );
}
