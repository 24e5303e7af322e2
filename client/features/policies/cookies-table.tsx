import { useTranslation } from '#client/lib/i18n/react.tsx';

/**
 * The cookies this website itself sets (server/plugins/xsrf.ts, the session plugin, server/routes/api/account/new-device.ts, client/lib/cookies.ts):
 * keep this list in step with them.
 */
const SITE_COOKIES = [
  { name: 'culture', key: 'culture', type: 'preference' },
  { name: 'XSRF-TOKEN', key: 'xsrf', type: 'security' },
  { name: 'aid', key: 'aid', type: 'security' },
  { name: 'sid', key: 'sid', type: 'necessary' },
  { name: 'did', key: 'did', type: 'security' },
] as const;

export function CookiesTable() {
  const { t } = useTranslation('policies');
  return (
    <div className="table-responsive">
      <table className="table cookies-table">
        <caption className="visually-hidden">{t('cookies.used.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cookies.used.columns.name')}</th>
            <th scope="col">{t('cookies.used.columns.type')}</th>
            <th scope="col">{t('cookies.used.columns.purpose')}</th>
            <th scope="col">{t('cookies.used.columns.duration')}</th>
          </tr>
        </thead>
        <tbody>
          {SITE_COOKIES.map((cookie) => (
            <tr key={cookie.name}>
              <th scope="row">
                <code>{cookie.name}</code>
              </th>
              <td>{t(`cookies.used.types.${cookie.type}`)}</td>
              <td>{t(`cookies.used.${cookie.key}.purpose`)}</td>
              <td>{t(`cookies.used.${cookie.key}.duration`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
