import type { ReactNode } from 'react';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { RESEARCH_STUDY_METHODOLOGY_PATH } from '#shared/research-study.ts';

/**
 * The link beside the research study's claims (191 %, 33 %) to the study's methodology page, a public PDF
 * (shared/research-study.ts). A file, not a page of the app: no culture prefix; it opens in a new tab, as the
 * footer's PDF does.
 */
export function MethodologyLink({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={RESEARCH_STUDY_METHODOLOGY_PATH} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {t('nav.opensInNewTab')}</span>
    </a>
  );
}
