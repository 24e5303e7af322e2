import { ExternalLink } from '#client/components/ui/external-link.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { Trans, useTranslation } from '#client/lib/i18n/react.tsx';
import type { ProofFigure } from '#content/home/proof.ts';
import { formatLongDate } from '#shared/formatting/dates.ts';
import { formatCount } from '#shared/pricing/format-price.ts';

/**
 * The figures of content/home/proof-figures.json, each with its source and date (docs/product.md, Layout and
 * pages: Home). A figure the file does not have is not shown, and with none the list is left out.
 */
export function ProofFigures({ figures }: { figures: readonly ProofFigure[] }) {
  const { t } = useTranslation('home-product');
  const { currentCulture } = useAppState();
  if (figures.length === 0) return null;
  return (
    <ul className="list-unstyled home-proof-figures">
      {figures.map((figure) => (
        <li key={figure.kind}>
          <strong className="d-block fw-semibold">
            {t(`proof.figures.${figure.kind}`, { value: formatCount(figure.value, currentCulture) })}
          </strong>
          <span className="small">
            <Trans
              t={t}
              i18nKey="proof.source"
              values={{ source: figure.source.name, date: formatLongDate(figure.date, currentCulture) }}
              components={{
                source: <ExternalLink href={figure.source.url} />,
                date: <time dateTime={figure.date} />,
              }}
            />
          </span>
        </li>
      ))}
    </ul>
  );
}
