/** How long "Copied" (or the failure) stays beside a sample's Copy button. */
export const COPY_CONFIRMATION_MS = 2500;

/** Puts `text` on the clipboard. */
export async function copyText(text: string): Promise<'copied' | 'failed'> {
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    // No clipboard API (an insecure origin) or permission refused: the caller says so rather than fail silently.
    return 'failed';
  }
}
