import { securityNotice } from '#server/mail/security-notice.ts';

/** Sent when a passkey is added: a passkey signs in without the password, so the owner must know. */
export const passkeyAddedTemplate = securityNotice('account-passkey-added', 'passkeyAdded');
