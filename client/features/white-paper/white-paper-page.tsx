import { useEffect, useState } from 'react';
import { ConsentCheckbox } from '#client/components/forms/consent-checkbox.tsx';
import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { TextField } from '#client/components/forms/text-field.tsx';
import { lazySchema } from '#client/components/forms/use-validated-form.ts';
import { MethodologyLink } from '#client/components/ui/methodology-link.tsx';
import { PageMeta } from '#client/components/ui/page-meta.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { useNavigate, useSearchParams } from '#client/lib/navigation.tsx';
import { PATHS } from '#shared/paths.ts';
import { toWhitePaperRequest, WHITE_PAPER_FORM_DEFAULTS } from '#shared/validation/white-paper-form.ts';

type LinkProblem = 'expired' | 'invalid';

import { requestWhitePaper } from './white-paper-api.ts';

const schema = lazySchema(() =>
  import('#shared/validation/white-paper.ts').then((m) => m.WhitePaperFormSchema),
);

/**
 * /white-paper: the research study's two findings and the form that e-mails a download link.
 * The download route sends an expired or tampered link back here with ?link=expired|invalid, which the page
 * explains above the form.
 */
export function WhitePaperPage() {
  const { t } = useTranslation('forms');
  const { api } = useAppState();
  const navigate = useNavigate();
  const linkProblem = useLinkProblem();

  return (
    <section className="container py-5">
      <PageMeta title={t('whitePaper.metaTitle')} description={t('whitePaper.metaDescription')} />
      <div className="row gx-4 gx-lg-5 gy-5">
        <div className="col-lg-7">
          <h1>{t('whitePaper.title')}</h1>
          <p className="lead">{t('whitePaper.intro')}</p>
          <div className="row g-3 my-3">
            <Figure value={t('whitePaper.defectsFigure')} label={t('whitePaper.defectsLabel')} />
            <Figure value={t('whitePaper.timeFigure')} label={t('whitePaper.timeLabel')} />
          </div>
          <h2 className="h4 mt-4">{t('whitePaper.findingsTitle')}</h2>
          <ul>
            <li>{t('whitePaper.findings.defects')}</li>
            <li>{t('whitePaper.findings.time')}</li>
            <li>{t('whitePaper.findings.method')}</li>
          </ul>
          <p>
            <MethodologyLink>{t('whitePaper.methodLink')}</MethodologyLink>
          </p>
        </div>
        <div className="col-lg-5">
          <div className="card shadow-sm">
            <div className="card-body p-4">
              <h2 className="h4">{t('whitePaper.formTitle')}</h2>
              {linkProblem ? (
                <div className="alert alert-warning" role="alert">
                  {t(linkProblem === 'expired' ? 'whitePaper.linkExpired' : 'whitePaper.linkInvalid')}
                </div>
              ) : null}
              <p>{t('whitePaper.formIntro')}</p>
              <SchemaForm
                schema={schema}
                defaults={WHITE_PAPER_FORM_DEFAULTS}
                send={(values) => requestWhitePaper(api, toWhitePaperRequest(values))}
                onSucceeded={() => navigate(PATHS.whitePaperSent)}
                errorTitle={t('whitePaper.errorTitle')}
                submitLabel={t('whitePaper.submit')}
                legend={t('whitePaper.formTitle')}
              >
                {(form) => (
                  <>
                    <TextField
                      form={form}
                      name="email"
                      type="email"
                      label={t('whitePaper.email')}
                      autoComplete="email"
                      required
                    />
                    <ConsentCheckbox form={form} name="consent" t={t} i18nKey="whitePaper.consent" />
                  </>
                )}
              </SchemaForm>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

function Figure({ value, label }: { value: string; label: string }) {
  return (
    <div className="col-sm-6">
      <p className="h-100 mb-0 p-3 rounded-3 bg-primary-subtle text-primary-emphasis">
        <span className="d-block display-5 fw-bold">{value}</span>
        <span className="d-block">{label}</span>
      </p>
    </div>
  );
}

/** ?link=expired|invalid, read after hydration: the prerendered page has no query, so the first render must not either. */
function useLinkProblem(): LinkProblem | null {
  const [searchParams] = useSearchParams();
  const [problem, setProblem] = useState<LinkProblem | null>(null);
  useEffect(() => {
    const link = searchParams.get('link');
    setProblem(link === 'expired' || link === 'invalid' ? link : null);
  }, [searchParams]);
  return problem;
}
