import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Clock } from '#server/lib/clock.ts';

/** What authenticator apps show the account under. */
const ISSUER = 'FakeXrmEasy';
/** The RFC 6238 step; codes are valid for the current step and the one on either side (clock drift). */
export const TOTP_PERIOD_SECONDS = 30;

/** A new 160-bit secret, base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// URI the QR code holds, and its SVG (rendered here: the browser loads no QR library). */
export async function totpEnrolment(secret: string, email: string) {
  const uri = generateURI({ issuer: ISSUER, label: email, secret, period: TOTP_PERIOD_SECONDS });
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, qrCodeSvg: svg };
}

/**
 * The time step a six-digit code matches (±1 step), or null. A step at or before afterStep is refused: a code
 * already used, or an older one, cannot be replayed within its window.
 */
export async function verifyTotp(
  secret: string,
  code: string,
  clock: Clock,
  afterStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    period: TOTP_PERIOD_SECONDS,
    epoch: Math.floor(clock.now().getTime() / 1000),
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
