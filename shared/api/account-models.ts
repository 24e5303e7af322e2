// The models the account's endpoints answer with (shared/api/endpoints.ts), as the server builds them and the
// account pages read them.

/** GET /api/account/is-email-confirmed: whether the account's address is confirmed, as the dashboard shows it. */
export interface EmailStatus {
  email: string;
  isVerified: boolean;
}

/** POST /api/account/signin, with two-factor sign-in on: the token of the second step (no session yet). */
export interface SecondFactorChallenge {
  secondFactorToken: string;
}

/** GET /api/account/two-factor/status */
export interface TwoFactorStatus {
  isEnabled: boolean;
  recoveryCodesLeft: number;
  /** Whether the account may add a factor (docs/security.md, Sign-in factors): the passkeys card asks too. */
  isEmailConfirmed: boolean;
}

/** What setting up shows: the key as text and the QR code (an SVG made by the server) holding it. */
export interface TwoFactorSetup {
  secret: string;
  qrCodeSvg: string;
}

/** Ten recovery codes, shown this once: the server keeps only their keyed hashes. */
export interface RecoveryCodes {
  recoveryCodes: string[];
}

/** A passkey as the security page lists it. */
export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/**
 * The WebAuthn options of a ceremony, and the id of the challenge they carry (sent back with the answer). The
 * options are the WebAuthn library's JSON, typed by the side that reads them.
 */
export interface WebAuthnCeremony<TOptions = object> {
  challengeId: string;
  options: TOptions;
}
