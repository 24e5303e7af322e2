/**
 * Runs at most `limit` of the given jobs at once; the others wait their turn, first come, first served.
 * For CPU-bound work handed to libuv's thread pool (argon2id): more jobs at once than the machine has cores
 * only make each one slower and starve the event loop that answers every other request.
 */
export function concurrencyLimit(limit: number) {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`limit must be a positive integer: ${limit}`);
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await job();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
