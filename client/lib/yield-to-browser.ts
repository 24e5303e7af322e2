/**
 * Ends the current task and resumes in a new one, so that the browser can paint or handle input in between.
 * The app's start-up is a chain of small steps (the boot script, evaluating the app's modules, loading the
 * catalogues, hydrating); run back to back in one task they add up to a long task that blocks a visitor's first
 * tap (Total Blocking Time, docs/decisions/0018). `scheduler.yield()` resumes ahead of other queued work where the
 * browser has it (Chromium); elsewhere a zero-delay timer does the same job.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
