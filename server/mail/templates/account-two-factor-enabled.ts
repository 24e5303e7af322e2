import { securityNotice } from '#server/mail/security-notice.ts';

/** Sent when two-factor sign-in is turned on: the owner learns of it even if it was not them. */
export const twoFactorEnabledTemplate = securityNotice('account-two-factor-enabled', 'twoFactorEnabled');
