import { Trans, useTranslation } from '#client/lib/i18n/react.tsx';

// The library's API as its own source has it (FakeXrmEasy 2.x/3.x, Core 2.6.0/3.6.0): the middleware builder,
// the subscription storage provider and the exceptions of FakeXrmEasy.Core.CommercialLicense.Exceptions.
const SETUP_SAMPLE = `using System;
using FakeXrmEasy.Abstractions;
using FakeXrmEasy.Abstractions.CommercialLicense;
using FakeXrmEasy.Abstractions.Enums;
using FakeXrmEasy.Middleware;
using FakeXrmEasy.Middleware.Crud;

public class LicenseKeyProvider : ISubscriptionStorageProvider
{
    private readonly UsageStore _usage = new UsageStore();

    public string GetLicenseKey() =>
        Environment.GetEnvironmentVariable("FXE_LICENSE_KEY");

    public ISubscriptionUsage Read() => _usage.Read();
    public void Write(ISubscriptionUsage currentUsage) => _usage.Write(currentUsage);
}

IXrmFakedContext context = MiddlewareBuilder.New()
    .AddCrud().UseCrud()
    .SetLicense(FakeXrmEasyLicense.Commercial)
    .SetSubscriptionStorageProvider(new LicenseKeyProvider(),
        upgradeRequested: false, renewalRequested: false)
    .Build();`;

const SHELL_SAMPLE = `export FXE_LICENSE_KEY='<your key>'`;

const ACTIONS_SAMPLE = `env:
  FXE_LICENSE_KEY: \${{ secrets.FXE_LICENSE_KEY }}
  FAKE_XRM_EASY_CI: "1"`;

const EXCEPTIONS = [
  'LicenseException',
  'InvalidLicenseKeyException',
  'SubscriptionExpiredException',
  'RenewalRequestExpiredException',
  'ConsiderUpgradingPlanException',
  'UpgradeRequestExpiredException',
] as const;

const CODE = { code: <code /> };

/** A sample with its caption; the block scrolls sideways on a narrow screen, so it takes the keyboard's focus. */
function CodeBlock({ caption, code }: { caption: string; code: string }) {
  return (
    <figure className="mb-3">
      <figcaption className="licence-note mb-1">{caption}</figcaption>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable area must be reachable by keyboard (WCAG 2.1.1). */}
      <pre className="licence-code mb-0" tabIndex={0}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}

/**
 * "How to use it" (docs/product.md, Licences): where the key goes, the variables that keep CI from counting
 * seats, how seats are counted and what each of the library's licence exceptions means. Accurate to the
 * library's source as the licensing facts record it; the sample is marked as not compiled.
 */
export function UsageGuide() {
  const { t } = useTranslation('licences');
  return (
    <section className="card shadow-sm" aria-labelledby="usage-guide-title">
      <div className="card-body p-4">
        <h2 id="usage-guide-title" className="h4 mb-3">
          {t('guide.title')}
        </h2>
        <h3 className="h5">{t('guide.where.title')}</h3>
        <p>
          <Trans t={t} i18nKey="guide.where.provider" components={CODE} />
        </p>
        <p>
          <Trans t={t} i18nKey="guide.where.usage" components={CODE} />
        </p>
        <p>
          <Trans t={t} i18nKey="guide.where.register" components={CODE} />
        </p>
        <CodeBlock caption={t('guide.where.sampleLabel')} code={SETUP_SAMPLE} />
        <p className="licence-note">{t('guide.where.notCompiled')}</p>

        <h3 className="h5 mt-4">{t('guide.variable.title')}</h3>
        <p>
          <Trans t={t} i18nKey="guide.variable.body" components={CODE} />
        </p>
        <CodeBlock caption={t('guide.variable.shellLabel')} code={SHELL_SAMPLE} />

        <h3 className="h5 mt-4">{t('guide.ci.title')}</h3>
        <p>
          <Trans t={t} i18nKey="guide.ci.body" components={CODE} />
        </p>
        <CodeBlock caption={t('guide.ci.actionsLabel')} code={ACTIONS_SAMPLE} />
        <p>
          <Trans t={t} i18nKey="guide.ci.azure" components={CODE} />
        </p>

        <h3 className="h5 mt-4">{t('guide.seats.title')}</h3>
        <p>
          <Trans t={t} i18nKey="guide.seats.body" components={CODE} />
        </p>

        <h3 className="h5 mt-4">{t('guide.exceptions.title')}</h3>
        <dl className="mb-0">
          {EXCEPTIONS.map((name) => (
            <div key={name} className="mb-3">
              <dt>
                <code>{name}</code>
              </dt>
              <dd className="mb-0">
                <Trans t={t} i18nKey={`guide.exceptions.${name}`} components={CODE} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
