import { type DestinationStream, type Logger, pino } from 'pino';
import type { Config } from './config.ts';
import { LOG_SERIALIZERS } from './http/request-log.ts';

/**
 * The process's logger. Production writes pino's JSON lines, one event a line, for the journal and whatever reads
 * it. In development (`npm start` without NODE_ENV: start.ts) a person reads it in a terminal: pino-pretty's
 * lines, a time, a level and the message, with a request's fields on the same line. pino-pretty is a development
 * dependency, imported only then, so production never loads it.
 */
export async function createLogger(config: Config, destination?: DestinationStream): Promise<Logger> {
  // The same serializers as the app's request logger, so no line of the process prints an address or a token.
  const options = { level: config.LOG_LEVEL, serializers: LOG_SERIALIZERS };
  if (config.NODE_ENV !== 'development') return destination ? pino(options, destination) : pino(options);
  const { default: pretty } = await import('pino-pretty');
  return pino(
    options,
    pretty({
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
      singleLine: true,
      // Written as it happens: a line still buffered when the process exits would be lost.
      sync: true,
      ...(destination ? { destination } : {}),
    }),
  );
}
