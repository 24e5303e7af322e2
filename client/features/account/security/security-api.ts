import type { ApiClient } from '#client/lib/api.ts';
import type { AccountSession } from '#shared/api/account-session.ts';
import { API_ROUTES } from '#shared/api/endpoints.ts';
import type {
  ChangeEmailForm,
  ChangePasswordRequest,
  EmailChangeLinkRequest,
  EndSessionRequest,
} from '#shared/validation/account.ts';

/** POST /api/account/change-password: every other session ends; a wrong current password is refused. */
export function changePassword(api: ApiClient, request: ChangePasswordRequest) {
  return api.send('POST', API_ROUTES.accountChangePassword, request);
}

/**
 * POST /api/account/change-email: a link goes to the new address and a notice to the current one; the answer is
 * the same for any address. The code may be left out when two-factor sign-in is off.
 */
export function changeEmail(api: ApiClient, request: ChangeEmailForm) {
  return api.send('POST', API_ROUTES.accountChangeEmail, request);
}

/** POST /api/account/confirm-email-change: the link sent to the new address. */
export function confirmEmailChange(api: ApiClient, request: EmailChangeLinkRequest) {
  return api.send('POST', API_ROUTES.accountConfirmEmailChange, request);
}

/** POST /api/account/undo-email-change: the link sent to the old address. */
export function undoEmailChange(api: ApiClient, request: EmailChangeLinkRequest) {
  return api.send('POST', API_ROUTES.accountUndoEmailChange, request);
}

/** GET /api/account/sessions: the account's live sessions, this browser's marked. */
export function getSessions(api: ApiClient) {
  return api.send<null, AccountSession>('GET', API_ROUTES.accountSessions);
}

/** POST /api/account/end-session */
export function endSession(api: ApiClient, request: EndSessionRequest) {
  return api.send('POST', API_ROUTES.accountEndSession, request);
}

/** POST /api/account/end-other-sessions */
export function endOtherSessions(api: ApiClient) {
  return api.send('POST', API_ROUTES.accountEndOtherSessions, {});
}
