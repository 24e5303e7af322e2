import { SampleNote } from '#client/components/ui/sample-note.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { useHomeContent } from '#client/lib/marketing-content.ts';
import { formatLongDate } from '#shared/formatting/dates.ts';
import { LegalLinks } from './legal-links.tsx';

/**
 * Spec §1: four social posts. Shown as static cards from content/marketing/community-posts.json rather than
 * embeds: no third-party script, no tracking, nothing that breaks when a network changes its widget. The page's
 * last section, so it ends with the legal links the home page's missing footer would hold.
 */
export function CommunitySection() {
  const { t } = useTranslation('home');
  const { currentCulture } = useAppState();
  const { posts } = useHomeContent();
  return (
    <section className="home-section home-community" aria-labelledby="home-community-title">
      <div className="container">
        <h2 id="home-community-title" className="text-center">
          {t('community.title')}
        </h2>
        <p className="text-center lead mb-5">{t('community.intro')}</p>
        <ul className="row g-4 list-unstyled reveal">
          {posts.map((post) => (
            <li key={post.id} className="col-md-6 col-xl-3">
              <article className="card h-100 community-post">
                <div className="card-body d-flex flex-column">
                  <p className="community-post-text flex-grow-1">{post.text}</p>
                  <p className="mb-1 fw-semibold">
                    {t('community.attribution', { author: post.author, role: post.role })}
                  </p>
                  <p className="small text-body-secondary mb-0">
                    {t('community.postedOn', { network: post.network })} ·{' '}
                    <time dateTime={post.date}>{formatLongDate(post.date, currentCulture)}</time>
                  </p>
                  <SampleNote status={post.status} kind="post" className="mt-1" />
                </div>
              </article>
            </li>
          ))}
        </ul>
        <LegalLinks />
      </div>
    </section>
  );
}
