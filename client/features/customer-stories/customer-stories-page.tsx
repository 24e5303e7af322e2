import { PageMeta } from '#client/components/ui/page-meta.tsx';
import { SampleNote } from '#client/components/ui/sample-note.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { useStoriesContent } from '#client/lib/marketing-content.ts';
import { Link } from '#client/lib/navigation.tsx';
import type { InCulture } from '#content/marketing/marketing-content.ts';
import type { CustomerStory } from '#shared/marketing/content-schema.ts';
import { docsPath, PATHS } from '#shared/paths.ts';

/** /customer-stories: the three stories of the home page in full, from content/marketing/customer-stories.json. */
export function CustomerStoriesPage() {
  const { t } = useTranslation('home');
  const { stories } = useStoriesContent();
  return (
    <div className="container py-5 stories-page">
      <PageMeta title={t('storiesPage.metaTitle')} description={t('storiesPage.metaDescription')} />
      <header className="mb-5 stories-header">
        <h1>{t('storiesPage.title')}</h1>
        <p className="lead">{t('storiesPage.intro')}</p>
      </header>
      {stories.map((story) => (
        <StoryArticle key={story.id} story={story} />
      ))}
      <section className="stories-cta" aria-labelledby="stories-cta-title">
        <h2 id="stories-cta-title" className="h3">
          {t('storiesPage.ctaTitle')}
        </h2>
        <p>{t('storiesPage.ctaText')}</p>
        <div className="d-flex flex-wrap gap-3">
          <Link className="btn btn-primary" to={docsPath('overview')}>
            {t('storiesPage.ctaStart')}
          </Link>
          <Link className="btn btn-outline-primary" to={PATHS.contact}>
            {t('storiesPage.ctaContact')}
          </Link>
        </div>
      </section>
    </div>
  );
}

function StoryArticle({ story }: { story: InCulture<CustomerStory> }) {
  const { t } = useTranslation('home');
  const titleId = `story-${story.id}`;
  return (
    <article className="story-article" aria-labelledby={titleId}>
      <p className="story-company mb-1">{story.company}</p>
      <h2 id={titleId} className="h3">
        {story.headline}
      </h2>
      <SampleNote status={story.status} kind="story" className="mb-2" />
      <dl className="story-facts">
        <div>
          <dt>{t('storiesPage.sector')}</dt>
          <dd>{story.sector}</dd>
        </div>
        <div>
          <dt>{t('storiesPage.team')}</dt>
          <dd>{story.teamSize}</dd>
        </div>
      </dl>
      <div className="row g-4">
        <div className="col-lg-8">
          <h3 className="h5">{t('storiesPage.challenge')}</h3>
          <p>{story.challenge}</p>
          <h3 className="h5">{t('storiesPage.solution')}</h3>
          <p>{story.solution}</p>
          <h3 className="h5">{t('storiesPage.results')}</h3>
          <ul>
            {story.results.map((result) => (
              <li key={result}>{result}</li>
            ))}
          </ul>
        </div>
        <div className="col-lg-4">
          <figure className="story-pull-quote">
            <blockquote className="story-quote">
              <p>{story.quote}</p>
            </blockquote>
            <figcaption>
              <span className="fw-semibold">{story.author}</span>
              <span className="d-block small">{story.role}</span>
            </figcaption>
          </figure>
        </div>
      </div>
    </article>
  );
}
