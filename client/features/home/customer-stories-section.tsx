import { SampleNote } from '#client/components/ui/sample-note.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { useHomeContent } from '#client/lib/marketing-content.ts';
import { Link } from '#client/lib/navigation.tsx';
import { PATHS } from '#shared/paths.ts';

/** Spec §1: three companies, each with a quote, its author and their role; the full stories are a link away. */
export function CustomerStoriesSection() {
  const { t } = useTranslation('home');
  const { stories } = useHomeContent();
  return (
    <section className="home-section home-stories" aria-labelledby="home-stories-title">
      <div className="container">
        <h2 id="home-stories-title" className="text-center">
          {t('stories.title')}
        </h2>
        <p className="text-center lead mb-5">{t('stories.intro')}</p>
        <ul className="row g-4 list-unstyled reveal">
          {stories.map((story) => (
            <li key={story.id} className="col-md-4">
              <div className="card h-100 story-card">
                {/* The figure is the card's body: a figcaption must be a child of its figure. */}
                <figure className="card-body d-flex flex-column mb-0">
                  <p className="story-company">{story.company}</p>
                  <blockquote className="story-quote flex-grow-1">
                    <p>{story.quote}</p>
                  </blockquote>
                  <figcaption>
                    <span className="fw-semibold">{story.author}</span>
                    <span className="d-block small text-body-secondary">{story.role}</span>
                    <SampleNote status={story.status} kind="quote" />
                  </figcaption>
                </figure>
              </div>
            </li>
          ))}
        </ul>
        <p className="text-center mt-4 mb-0">
          <Link className="btn btn-outline-primary" to={PATHS.customerStories}>
            {t('stories.readMore')}
          </Link>
        </p>
      </div>
    </section>
  );
}
