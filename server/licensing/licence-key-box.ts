import { secretBox } from '#server/security/secret-box.ts';

/**
 * How licence keys are stored (docs/security.md, Secrets at rest): encrypted with a key derived from
 * LICENCE_KEY_SECRET, or from SESSION_SECRET when that is unset. A key is shown only to its organisation's
 * members, and never logged.
 */
export function licenceKeyBox(config: { LICENCE_KEY_SECRET?: string | undefined; SESSION_SECRET: string }) {
  return secretBox(
    config.LICENCE_KEY_SECRET ?? config.SESSION_SECRET,
    'fakexrmeasy-licence-key',
    'licence-key',
  );
}
