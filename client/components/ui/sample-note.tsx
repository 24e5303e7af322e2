import { useTranslation } from '#client/lib/i18n/react.tsx';
import type { ContentStatus } from '#shared/marketing/content-schema.ts';

/**
 * The small print beside a testimonial, customer story or community post that is still an invented sample
 * (content/marketing/): shown as real, it would mislead (EU consumer law). A `verified` item shows nothing.
 */
export function SampleNote({
  status,
  kind,
  className = '',
}: {
  status: ContentStatus;
  kind: 'quote' | 'story' | 'post';
  className?: string;
}) {
  const { t } = useTranslation('home');
  if (status !== 'sample') return null;
  return (
    <small className={`sample-note d-block text-body-secondary ${className}`}>{t(`sample.${kind}`)}</small>
  );
}
