import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '#server/config.ts';
import { type Clock, systemClock } from '#server/lib/clock.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The time source: the system clock, or a fake one in tests. */
    clock: Clock;
  }
}

async function config(app: FastifyInstance, options: { config: Config; clock?: Clock }) {
  app.decorate('config', options.config);
  app.decorate('clock', options.clock ?? systemClock);
}

export const configPlugin = fp(config, { name: 'config' });
