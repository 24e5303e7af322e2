import type { FastifyInstance } from 'fastify';
import { accountDeletionRoutes } from '#server/routes/api/account/data/account-deletion.ts';
import { dataExportRoutes } from '#server/routes/api/account/data/data-export.ts';
import { changeEmailRoutes } from '#server/routes/api/account/security/change-email.ts';
import { changePasswordRoutes } from '#server/routes/api/account/security/change-password.ts';
import { passkeyRoutes } from '#server/routes/api/account/security/passkeys.ts';
import { sessionRoutes } from '#server/routes/api/account/security/sessions.ts';
import { twoFactorRoutes } from '#server/routes/api/account/security/two-factor.ts';
import { passwordRoutes } from '#server/routes/api/account/sign-in/password.ts';
import { signInRoutes } from '#server/routes/api/account/sign-in/sign-in.ts';
import { signUpRoutes } from '#server/routes/api/account/sign-in/sign-up.ts';
import { twoFactorSignInRoutes } from '#server/routes/api/account/sign-in/two-factor-sign-in.ts';
import { profileRoutes } from './profile.ts';

/**
 * /api/account/*: sign-up, sign-in, password recovery, profile (docs/product.md, Accounts), the security page
 * (Account security: password, e-mail address, sessions, two-factor sign-in and passkeys), and the data export
 * and deletion (Your data).
 */
export async function accountRoutes(app: FastifyInstance) {
  await app.register(signUpRoutes);
  await app.register(signInRoutes);
  await app.register(passwordRoutes);
  await app.register(profileRoutes);
  await app.register(twoFactorSignInRoutes);
  await app.register(twoFactorRoutes);
  await app.register(passkeyRoutes);
  await app.register(dataExportRoutes);
  await app.register(accountDeletionRoutes);
  await app.register(changePasswordRoutes);
  await app.register(changeEmailRoutes);
  await app.register(sessionRoutes);
}
