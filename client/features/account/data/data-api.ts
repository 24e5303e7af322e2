import type { ApiClient } from '#client/lib/api.ts';
import { ACCOUNT_API } from '#shared/api/endpoints/account.ts';
import type { DeleteAccountForm } from '#shared/validation/account.ts';

/**
 * GET /api/account/data-export, the signed-in person's data as a JSON file: a plain link, so the browser saves
 * what the server sends as an attachment (nothing of it passes through the page).
 */
export const DATA_EXPORT_URL = ACCOUNT_API.accountDataExport.path;

/** POST /api/account/delete: deletes the signed-in account, confirmed with its password, and signs out. */
export function deleteAccount(api: ApiClient, request: DeleteAccountForm) {
  return api.call(ACCOUNT_API.accountDelete, request);
}
