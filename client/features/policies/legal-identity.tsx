import { Trans, useTranslation } from '#client/lib/i18n/react.tsx';
import { LEGAL_ENTITY } from '#client/lib/legal-entity.ts';

/**
 * The company as LSSI art. 10 asks a website to identify it: name (with the trade name the site and the
 * consent texts use, so both name one controller), tax id, registry entry, registered office and e-mail. The
 * tax id and registry entry come from LEGAL_NIF and LEGAL_REGISTRY: until they are set their lines are left
 * out (no placeholder) and the build and the start-up log say so (shared/legal-entity.ts).
 */
export function LegalIdentity({
  nameKey,
  emailKey,
}: {
  /** How the company is introduced: as the data controller (privacy policy) or as the site's owner (legal notice, terms). */
  nameKey: 'privacy.controller.name' | 'privacy.legalNotice.owner.name';
  emailKey: 'privacy.controller.email' | 'privacy.legalNotice.owner.email';
}) {
  const { t } = useTranslation('policies');
  const entity = LEGAL_ENTITY;
  return (
    <ul className="list-unstyled legal-identity">
      <li>{t(nameKey, { name: entity.name, tradeName: entity.tradeName })}</li>
      {entity.taxId ? <li>{t('legalEntity.taxId', { taxId: entity.taxId })}</li> : null}
      {entity.registry ? <li>{t('legalEntity.registry', { registry: entity.registry })}</li> : null}
      <li>{t('privacy.controller.address', { address: `${entity.address}, ${t('privacy.country')}` })}</li>
      <li>
        <Trans
          t={t}
          i18nKey={emailKey}
          values={{ email: entity.email }}
          // biome-ignore lint/a11y/useAnchorContent: Trans fills the link with the catalogue's text.
          components={{ email: <a href={`mailto:${entity.email}`} /> }}
        />
      </li>
    </ul>
  );
}
