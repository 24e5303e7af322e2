import type { SampleItem } from '#content/marketing/marketing-content.ts';
import { legalEntityWarning } from '#shared/legal-entity.ts';

/**
 * What a site about to go public must not ship unnoticed, as lines of the build's output: the marketing items
 * still marked `sample` (invented quotes and posts shown with small print), and the LEGAL_* variables the legal
 * notice still lacks. Each stays until the business fixes it (docs/operations.md).
 */
export function publicationWarnings(
  samples: readonly SampleItem[],
  env: Parameters<typeof legalEntityWarning>[0],
): string[] {
  const warnings: string[] = [];
  if (samples.length > 0)
    warnings.push(
      `${samples.length} marketing item(s) in content/marketing/ are invented samples, shown with "Sample quote" ` +
        'small print until replaced by real ones marked "verified" (docs/operations.md, Marketing content):\n' +
        samples.map((item) => `  - ${item.file}: ${item.id}`).join('\n'),
    );
  const legal = legalEntityWarning(env);
  if (legal) warnings.push(legal);
  return warnings;
}
