import type { FastifyInstance } from 'fastify';
import { accountDeletionRoutes } from './account-deletion.ts';
import { changeEmailRoutes } from './change-email.ts';
import { changePasswordRoutes } from './change-password.ts';
import { dataExportRoutes } from './data-export.ts';
import { passkeyRoutes } from './passkeys.ts';
import { passwordRoutes } from './password.ts';
import { profileRoutes } from './profile.ts';
import { sessionRoutes } from './sessions.ts';
import { signInRoutes } from './sign-in.ts';
import { signUpRoutes } from './sign-up.ts';
import { twoFactorRoutes } from './two-factor.ts';
import { twoFactorSignInRoutes } from './two-factor-sign-in.ts';

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
