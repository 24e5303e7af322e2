import { securityNotice } from '#server/mail/security-notice.ts';

/**
 * Sent when a passkey is removed: a stranger with the session could remove the owner's passkey to leave only
 * what they control, so the owner must know. Like every security notice, to a confirmed address only and
 * counted under the per-recipient limit (docs/product.md, E-mails): removing and adding passkeys in a loop
 * cannot flood the mailbox.
 */
export const passkeyRemovedTemplate = securityNotice('account-passkey-removed', 'passkeyRemoved');
