import { useTranslation } from '#client/lib/i18n/react.tsx';
import { cookieLifetime, SITE_COOKIES, type SiteCookieKey } from '#shared/site-cookies.ts';

/**
 * The cookies this website itself sets, made from their one definition (shared/site-cookies.ts), which the
 * server and the page set them from: name, whether it is strictly necessary and how long it lasts come from
 * there; only the purpose is words (`cookies.used.<key>.purpose`).
 */
export function CookiesTable() {
  const { t } = useTranslation('policies');
  const lifetime = (key: SiteCookieKey) => {
    const span = cookieLifetime(SITE_COOKIES[key]);
    return span.unit === 'session'
      ? t('cookies.used.lifetime.session')
      : t(`cookies.used.lifetime.${span.unit}`, { count: span.count });
  };
  return (
    <div className="table-responsive">
      <table className="table cookies-table">
        <caption className="visually-hidden">{t('cookies.used.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cookies.used.columns.name')}</th>
            <th scope="col">{t('cookies.used.columns.purpose')}</th>
            <th scope="col">{t('cookies.used.columns.duration')}</th>
            <th scope="col">{t('cookies.used.columns.necessary')}</th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(SITE_COOKIES) as SiteCookieKey[]).map((key) => (
            <tr key={key}>
              <th scope="row">
                <code>{SITE_COOKIES[key].name}</code>
              </th>
              <td>{t(`cookies.used.${key}.purpose`)}</td>
              <td>{lifetime(key)}</td>
              <td>{t(SITE_COOKIES[key].strictlyNecessary ? 'cookies.used.yes' : 'cookies.used.no')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
