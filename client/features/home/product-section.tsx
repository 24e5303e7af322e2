import { StaticCodeSample } from '#client/components/code-sample/static-code-sample.tsx';
import { ExternalLink } from '#client/components/ui/external-link.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/navigation.tsx';
import FirstTest from '#content/home/first-test.mdx';
import Install2x from '#content/home/install-2x.mdx';
import Install3x from '#content/home/install-3x.mdx';
import { PROOF_LINKS, type ProofFigure } from '#content/home/proof.ts';
import proofFigures from '#content/home/proof-figures.json' with { type: 'json' };
import { SUPPORTED_VERSIONS } from '#content/home/supported-versions.ts';
import { EXTERNAL_LINKS } from '#shared/app-settings.ts';
import { PATHS } from '#shared/paths.ts';
import { ProofFigures } from './proof-figures.tsx';

const SAMPLES = { CodeSample: StaticCodeSample };

/**
 * Below the hero: the current product (docs/product.md, Layout and pages: Home), 2.x and 3.x: the install lines
 * with their versions, a first test on the middleware API (content/home/, English in every culture, like the
 * docs), the supported versions, and where the code and packages are. The home page is static (decision 0038):
 * only the build renders it (client/static-pages.tsx), so its contents are never in the browser's code.
 */
export function ProductSection() {
  return (
    <section className="home-section home-product" aria-labelledby="home-product-title">
      <div id="home-product" className="container">
        <ProductContent />
      </div>
    </section>
  );
}

function ProductContent() {
  const { t } = useTranslation('home-product');
  return (
    <>
      <div className="row gx-4 gx-lg-5 gy-4">
        <div className="col-lg-5">
          <h2 id="home-product-title">{t('title')}</h2>
          <p>{t('intro')}</p>
          <p>{t('install3x')}</p>
          <div lang="en">
            <Install3x components={SAMPLES} />
          </div>
          <p>{t('install2x')}</p>
          <div lang="en">
            <Install2x components={SAMPLES} />
          </div>
          <p>{t('packages')}</p>
          <div className="d-flex flex-wrap align-items-center gap-3">
            <ExternalLink className="btn btn-primary" href={EXTERNAL_LINKS.docs}>
              {t('docs')}
            </ExternalLink>
            <Link to={PATHS.licensing}>{t('licensing')}</Link>
          </div>
        </div>
        <div className="col-lg-7">
          <p>{t('test')}</p>
          <div lang="en">
            <FirstTest components={SAMPLES} />
          </div>
        </div>
      </div>
      <div className="row gx-4 gx-lg-5 gy-4 mt-3">
        <div className="col-lg-7">
          <SupportedVersions />
        </div>
        <div className="col-lg-5">
          <Proof />
        </div>
      </div>
    </>
  );
}

/** Which package for which Dynamics version, and the frameworks of its 2.x and 3.x builds. */
function SupportedVersions() {
  const { t } = useTranslation('home-product');
  return (
    <>
      <h3 id="home-versions-title" className="h4">
        {t('versions.title')}
      </h3>
      {/* Scrolls sideways on a narrow screen: a named region the keyboard can reach and scroll (WCAG 2.1.1). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable area must be reachable by keyboard. */}
      <section className="table-responsive" aria-labelledby="home-versions-title" tabIndex={0}>
        <table className="table table-sm home-versions" aria-labelledby="home-versions-title">
          <thead>
            <tr>
              <th scope="col">{t('versions.package')}</th>
              <th scope="col">{t('versions.dynamics')}</th>
              <th scope="col">{t('versions.frameworks2x')}</th>
              <th scope="col">{t('versions.frameworks3x')}</th>
            </tr>
          </thead>
          <tbody>
            {SUPPORTED_VERSIONS.map((row) => (
              <tr key={row.packageId}>
                <th scope="row">
                  <code>{row.packageId}</code>
                </th>
                <td>
                  {row.dynamics} ({row.sdk})
                </td>
                <td>{row.frameworks2x.join(', ')}</td>
                <td>{row.frameworks3x.length > 0 ? row.frameworks3x.join(', ') : t('versions.none')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

/** Where anyone can check the project: its repositories and packages, and the figures with their sources. */
function Proof() {
  const { t } = useTranslation('home-product');
  return (
    <>
      <h3 className="h4">{t('proof.title')}</h3>
      {/* Read here, where only the build goes, so the browser's code never holds the file. */}
      <ProofFigures figures={proofFigures.figures as ProofFigure[]} />
      <ProofLinks title={t('proof.repositories')} links={PROOF_LINKS.repositories} />
      <ProofLinks title={t('proof.packages')} links={PROOF_LINKS.packages} />
    </>
  );
}

function ProofLinks({
  title,
  links,
}: {
  title: string;
  links: readonly { name: string; url: string; versions: string }[];
}) {
  return (
    <>
      <p className="fw-semibold mb-1">{title}</p>
      <ul>
        {links.map((link) => (
          <li key={link.url}>
            <ExternalLink href={link.url}>{link.name}</ExternalLink> ({link.versions})
          </li>
        ))}
      </ul>
    </>
  );
}
