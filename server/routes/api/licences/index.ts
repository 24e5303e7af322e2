import type { FastifyInstance } from 'fastify';
import { licenceKeyBox } from '#server/licensing/licence-key-box.ts';
import { RATE_LIMITS } from '#server/plugins/rate-limit.ts';
import { requireSessionId, signedInOnly } from '#server/plugins/session.ts';
import { passwordChecks } from '#server/routes/api/account/sign-in/password-check.ts';
import { signedInAccount } from '#server/routes/api/account/signed-in-account.ts';
import { findOrganisationRowOf } from '#server/routes/api/organisation/organisation.repository.ts';
import { route } from '#server/routes/api/route.ts';
import { markPasswordChecked, passwordCheckedAt } from '#server/security/sessions.ts';
import { API } from '#shared/api/endpoints.ts';
import { failed, succeeded } from '#shared/api/reply.ts';
import { LicenceKeyRequestSchema } from '#shared/validation/licence.ts';
import { findEncryptedKeyOf, listLicencesOf } from './licences.repository.ts';

/** A key is shown without the password again for this long after it was last given in the session. */
export const PASSWORD_FRESH_MS = 15 * 60_000;

/**
 * /api/licences/* (docs/product.md, Licences): the signed-in account's organisation's licences, and a licence's
 * key on request. The key is decrypted only here, only for a member of its organisation whose session gave the
 * password in the last 15 minutes (at sign-in, or in this request, checked as a sign-in checks it: the same
 * throttle and failure count, so a stolen session guesses no faster than a stranger). It is never logged: the
 * request log writes no bodies (server/http/request-log.ts) and no error carries it.
 */
export async function licenceRoutes(app: FastifyInstance) {
  const { verifyCurrentPassword } = passwordChecks(app);
  const keys = licenceKeyBox(app.config);

  route(app, API.licencesList, { preHandler: signedInOnly }, async (request) => {
    const account = await signedInAccount(app, request);
    const organisation = await findOrganisationRowOf(app.db, account.id);
    return succeeded(
      null,
      organisation ? await listLicencesOf(app.db, organisation.id, app.clock.now()) : [],
    );
  });

  route(
    app,
    API.licencesKey,
    LicenceKeyRequestSchema,
    { preHandler: signedInOnly, config: { rateLimit: RATE_LIMITS.accountForm } },
    async (request, reply, body) => {
      const account = await signedInAccount(app, request);
      const sessionId = requireSessionId(request);
      const organisation = await findOrganisationRowOf(app.db, account.id);
      const encrypted = organisation && (await findEncryptedKeyOf(app.db, organisation.id, body.licenceId));
      if (!encrypted) return failed(request.t('api:licences.notFound'));

      const checkedAt = await passwordCheckedAt(app.db, sessionId);
      const fresh =
        checkedAt !== null && app.clock.now().getTime() - Date.parse(checkedAt) < PASSWORD_FRESH_MS;
      if (!fresh) {
        if (body.Password === '') return succeeded({ passwordRequired: true as const });
        if (!(await verifyCurrentPassword(request, reply, account, body.Password)))
          return failed(request.t('api:account.passwordRefused'));
        await markPasswordChecked(app.db, app.clock, sessionId);
      }
      const key = keys.decrypt(encrypted);
      // Only a changed LICENCE_KEY_SECRET (or SESSION_SECRET, when it is unset) leads here: an error for the
      // log that names the cause, never the stored value.
      if (key === null)
        throw new Error('A licence key could not be decrypted: was LICENCE_KEY_SECRET changed?');
      return succeeded({ key });
    },
  );
}
