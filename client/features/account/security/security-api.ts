import type { ApiClient } from '#client/lib/api.ts';
import { ACCOUNT_API } from '#shared/api/endpoints/account.ts';
import type {
  ChangeEmailForm,
  ChangePasswordRequest,
  EmailChangeLinkRequest,
  EndSessionRequest,
} from '#shared/validation/account.ts';

// The calls of the security page's password, e-mail and sessions sections (server/routes/api/account/
// change-password.ts, change-email.ts and sessions.ts).

/** POST /api/account/change-password: every other session ends; a wrong current password is refused. */
export function changePassword(api: ApiClient, request: ChangePasswordRequest) {
  return api.call(ACCOUNT_API.accountChangePassword, request);
}

/**
 * POST /api/account/change-email: a link goes to the new address and a notice to the current one; the answer is
 * the same for any address. The code may be left out when two-factor sign-in is off.
 */
export function changeEmail(api: ApiClient, request: ChangeEmailForm) {
  return api.call(ACCOUNT_API.accountChangeEmail, request);
}

/** POST /api/account/confirm-email-change: the link sent to the new address. */
export function confirmEmailChange(api: ApiClient, request: EmailChangeLinkRequest) {
  return api.call(ACCOUNT_API.accountConfirmEmailChange, request);
}

/** POST /api/account/undo-email-change: the link sent to the old address. */
export function undoEmailChange(api: ApiClient, request: EmailChangeLinkRequest) {
  return api.call(ACCOUNT_API.accountUndoEmailChange, request);
}

/** GET /api/account/sessions: the account's live sessions, this browser's marked. */
export function getSessions(api: ApiClient) {
  return api.call(ACCOUNT_API.accountSessions);
}

/** POST /api/account/end-session */
export function endSession(api: ApiClient, request: EndSessionRequest) {
  return api.call(ACCOUNT_API.accountEndSession, request);
}

/** POST /api/account/end-other-sessions */
export function endOtherSessions(api: ApiClient) {
  return api.call(ACCOUNT_API.accountEndOtherSessions);
}
