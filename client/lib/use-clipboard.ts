import { useCallback, useEffect, useState } from 'react';

/** What became of the last copy: none yet (or its message has gone), done, or refused. */
export type CopyStatus = 'idle' | 'copied' | 'failed';

/**
 * Copies text to the clipboard for the site's Copy buttons (code samples, bank details, licence keys, links,
 * docs pages as Markdown), each with its own words. The status is emptied at each copy, so a live region says
 * a second "Copied" again; with `resetAfterMs`, the message goes after that long (a failure stays with
 * `keepFailure`, where it says how to copy by hand). `copy` resolves to whether it
 * worked: no clipboard (an old browser, a page not served securely) or a refused permission is a failure, never
 * an error thrown at the page.
 */
export function useClipboard({
  resetAfterMs,
  keepFailure = false,
}: {
  resetAfterMs?: number;
  keepFailure?: boolean;
} = {}) {
  const [status, setStatus] = useState<CopyStatus>('idle');

  useEffect(() => {
    if (resetAfterMs === undefined || status === 'idle' || (status === 'failed' && keepFailure)) return;
    const timer = setTimeout(() => setStatus('idle'), resetAfterMs);
    return () => clearTimeout(timer);
  }, [status, resetAfterMs, keepFailure]);

  const copy = useCallback(async (text: string | Promise<string>): Promise<boolean> => {
    setStatus('idle');
    try {
      await writeToClipboard(text);
      setStatus('copied');
      return true;
    } catch {
      setStatus('failed');
      return false;
    }
  }, []);

  return { status, copy };
}

/**
 * Safari lets a page write to the clipboard only while a click is being handled: text still on its way (a
 * fetch) is handed over at once as a clipboard item. A browser without ClipboardItem writes it when it comes.
 */
async function writeToClipboard(text: string | Promise<string>): Promise<void> {
  // Text that fails on its way is the copy's failure, not an unhandled rejection besides.
  if (typeof text !== 'string') text.catch(() => {});
  if (!navigator.clipboard) throw new Error('No clipboard');
  if (typeof text === 'string') return navigator.clipboard.writeText(text);
  if (typeof ClipboardItem === 'undefined') return navigator.clipboard.writeText(await text);
  const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
  await Promise.all([blob, navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })])]);
}
