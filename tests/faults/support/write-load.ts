import { API_ROUTES } from '#shared/api/endpoints.ts';
import { contactRequest, nextAddress, succeeded, Visitor } from './site-client.ts';

/** How each write was answered: its marker (the message it sent), the status or the network error. */
export interface WriteOutcome {
  marker: string;
  status: number | string;
  acknowledged: boolean;
  startedAt: number;
  endedAt: number;
}

export interface WriteLoad {
  outcomes: WriteOutcome[];
  /** The markers of the writes answered 200 with succeeded: true. */
  acknowledged(): string[];
  /** Stops sending and waits for the writes in flight. */
  stop(): Promise<WriteOutcome[]>;
}

/** Lead forms allow five writes per address in ten minutes: each visitor sends that many, then another comes. */
const WRITES_PER_ADDRESS = 5;

/**
 * Contact requests posted by `concurrency` visitors at once, one after another, until stopped. Each carries a
 * unique marker in its message, so a test can look for every acknowledged one in the database afterwards.
 */
export function startContactWrites(baseUrl: string, concurrency: number, prefix = 'write'): WriteLoad {
  const outcomes: WriteOutcome[] = [];
  let stopped = false;
  let count = 0;
  const writers = Array.from({ length: concurrency }, async () => {
    let visitor = new Visitor(baseUrl, nextAddress());
    let sent = 0;
    while (!stopped) {
      if (sent === WRITES_PER_ADDRESS) {
        visitor = new Visitor(baseUrl, nextAddress());
        sent = 0;
      }
      sent++;
      const marker = `${prefix}-${++count}`;
      const startedAt = performance.now();
      try {
        const answer = await visitor.post(API_ROUTES.contactSubmit, contactRequest(marker));
        outcomes.push({
          marker,
          status: answer.status,
          acknowledged: succeeded(answer),
          startedAt,
          endedAt: performance.now(),
        });
      } catch (error) {
        const code = (error as { code?: string }).code ?? (error as Error).message;
        outcomes.push({ marker, status: code, acknowledged: false, startedAt, endedAt: performance.now() });
        // The site is away (refused connection): do not spin.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  });
  return {
    outcomes,
    acknowledged: () => outcomes.filter((outcome) => outcome.acknowledged).map((outcome) => outcome.marker),
    async stop() {
      stopped = true;
      await Promise.all(writers);
      return outcomes;
    },
  };
}
