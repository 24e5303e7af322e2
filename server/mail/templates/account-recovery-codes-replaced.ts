import { securityNotice } from '#server/mail/security-notice.ts';

/** Sent when new recovery codes replace the old ones: the owner learns of it even if it was not them. */
export const recoveryCodesReplacedTemplate = securityNotice(
  'account-recovery-codes-replaced',
  'recoveryCodesReplaced',
);
