import type { FastifyInstance } from 'fastify';
import { passwordRoutes } from './password.ts';
import { profileRoutes } from './profile.ts';
import { signInRoutes } from './sign-in.ts';
import { signUpRoutes } from './sign-up.ts';

/** /api/account/*: sign-up, sign-in, password recovery and profile (docs/product.md, Accounts). */
export async function accountRoutes(app: FastifyInstance) {
  await app.register(signUpRoutes);
  await app.register(signInRoutes);
  await app.register(passwordRoutes);
  await app.register(profileRoutes);
}
