import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit.ts';

/** A job that stays running until the test lets it finish. */
function controllableJob(log: string[], name: string) {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    job: async () => {
      log.push(`start ${name}`);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('concurrencyLimit', () => {
  it('runs at most `limit` jobs at once and starts the waiting ones in order as others finish', async () => {
    const run = concurrencyLimit(2);
    const log: string[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((name) => controllableJob(log, name));
    const results = jobs.map(({ job }) => run(job));
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    jobs[1]?.finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'start c']);
    for (const { finish } of jobs) finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d']);
  });

  it('frees the place of a job that fails, and passes its error on', async () => {
    const run = concurrencyLimit(1);
    await expect(run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(run(async () => 'next')).resolves.toBe('next');
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => concurrencyLimit(0)).toThrow(RangeError);
    expect(() => concurrencyLimit(1.5)).toThrow(RangeError);
  });
});
