import type { Redis } from 'ioredis';

/** What the fallback says when Redis goes and when it comes back. */
export interface FallbackLog {
  warn(fields: object, message: string): void;
  info(message: string): void;
}

/**
 * Redis as the limits use it (plugins/rate-limit.ts, attempt-counters.ts): shared by every instance while it
 * answers; while it does not, each instance counts in its own memory, so no request fails, and none goes
 * uncounted, because Redis is down (docs/product.md, Rate limits). The switch is logged once each way, not
 * once per request.
 */
export class RedisFallback {
  readonly client: Redis;
  private readonly log: FallbackLog;
  private down = false;

  constructor(client: Redis, log: FallbackLog) {
    this.client = client;
    this.log = log;
    // ioredis reconnects by itself (every 2 s at most): the first moment it is ready again, counts go back.
    client.on('ready', () => this.recovered());
  }

  /** Runs `shared` on Redis when it is connected and answers, else `local` in this process's memory. */
  async run<T>(shared: (client: Redis) => Promise<T>, local: () => Promise<T>): Promise<T> {
    // While ioredis is reconnecting a command would only fail (or wait for its timeout): memory at once.
    if (this.client.status === 'ready') {
      try {
        const result = await shared(this.client);
        this.recovered();
        return result;
      } catch (error) {
        this.lost(error);
      }
    } else this.lost(new Error(`Redis connection ${this.client.status}`));
    return local();
  }

  private lost(error: unknown) {
    if (this.down) return;
    this.down = true;
    this.log.warn(
      { err: error },
      "Redis does not answer: the rate limits and attempt counters count in this process's memory until it returns",
    );
  }

  private recovered() {
    if (!this.down) return;
    this.down = false;
    this.log.info('Redis answers again: the rate limits and attempt counters count in Redis again');
  }
}
