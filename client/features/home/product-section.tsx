import { StaticCodeSample } from '#client/components/code-sample/static-code-sample.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/router.tsx';
import FirstTest from '#content/home/first-test.mdx';
import InstallLine from '#content/home/install.mdx';
import { docsPath } from '#shared/routes.ts';

const SAMPLES = { CodeSample: StaticCodeSample };

/**
 * Below the hero: the product itself, the NuGet install line and a short 1.x test (content/home/, English in
 * every culture, like the docs), highlighted at build time and static, so the page paints and hydrates as
 * before.
 */
export function ProductSection() {
  const { t } = useTranslation('home');
  return (
    <section className="home-section home-product" aria-labelledby="home-product-title">
      <div className="container">
        <div className="row gx-4 gx-lg-5 gy-4">
          <div className="col-lg-5">
            <h2 id="home-product-title">{t('product.title')}</h2>
            <p>{t('product.install')}</p>
            <div lang="en">
              <InstallLine components={SAMPLES} />
            </div>
            <p>{t('product.packages')}</p>
            <p>
              <Link to={docsPath('your-first-test')}>{t('product.firstTest')}</Link>
            </p>
          </div>
          <div className="col-lg-7">
            <p>{t('product.test')}</p>
            <div lang="en">
              <FirstTest components={SAMPLES} />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
