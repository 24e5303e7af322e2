import { securityNotice } from '#server/mail/security-notice.ts';

/** Sent when two-factor sign-in is turned off: the owner learns of it even if it was not them. */
export const twoFactorDisabledTemplate = securityNotice('account-two-factor-disabled', 'twoFactorDisabled');
