import { StaticCodeSample } from '#client/components/code-sample/static-code-sample.tsx';
import { PrerenderedBlock } from '#client/components/ui/prerendered-block.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/router.tsx';
import FirstTest from '#content/home/first-test.mdx';
import InstallLine from '#content/home/install.mdx';
import { docsPath } from '#shared/paths.ts';

const SAMPLES = { CodeSample: StaticCodeSample };

/**
 * Below the hero: the product itself, the NuGet install line and a short 1.x test (content/home/, English in
 * every culture, like the docs), highlighted at build time. Nothing in it changes once rendered, so it is a
 * prerendered block: HTML in the browser, none of it in the page's JavaScript.
 */
export function ProductSection() {
  return (
    <section className="home-section home-product" aria-labelledby="home-product-title">
      <PrerenderedBlock id="home-product" className="container">
        {import.meta.env.SSR || import.meta.env.DEV ? <ProductContent /> : null}
      </PrerenderedBlock>
    </section>
  );
}

function ProductContent() {
  const { t } = useTranslation('home');
  return (
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
  );
}
