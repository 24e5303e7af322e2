/** Node's codes for a server that cannot be reached or a connection that broke. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs for "not now": class 08 (connection exception), 57P01-57P03 (shut down by an
 * administrator, crashed, cannot connect yet), 53300 (too many connections) and 57014 (the pool's
 * statement_timeout ran out).
 */
const POSTGRES_STATES = /^(08...|57P0[123]|53300|57014)$/;

/** What pg and its pool say, without a code, when a connection breaks, cannot be made, or never answers. */
const POSTGRES_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout)/;

/**
 * Whether an error means the database cannot be reached just now (rather than a bug): the API answers it 503
 * so the caller tries again, and the process stays up until the database returns (docs/product.md, API).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_STATES.test(code))) return true;
  if (POSTGRES_MESSAGES.test(error.message)) return true;
  // Node reports a host with several addresses as one AggregateError; pg may wrap the cause.
  const inner = error instanceof AggregateError ? error.errors : [error.cause];
  return inner.some((cause) => isDatabaseUnavailable(cause, depth + 1));
}
