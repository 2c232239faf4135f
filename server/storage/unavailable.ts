/**
 * A database that cannot be reached (stopped, restarting, network down) is not a bug: the
 * request can simply be made again once it is back. Such failures become a
 * `DatabaseUnavailableError`, which the error handler answers with 503 and `Retry-After`
 * (docs/api.md, "When the database is down"); any other database error stays a 500.
 */

/** How long a caller is asked to wait before trying again, in seconds. */
export const RETRY_AFTER_SECONDS = 60;

/** Said to the caller (and by /healthz): names the database, promises nothing was stored. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database cannot be reached just now, so nothing was stored; please try again in a minute';

export class DatabaseUnavailableError extends Error {
  readonly statusCode = 503;
  constructor(options?: ErrorOptions) {
    super(DATABASE_UNAVAILABLE_MESSAGE, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * PostgreSQL's own codes for a server going away or not yet there: class 08 (connection
 * exception), and 57P01–57P03 (shut down by an administrator, crashed, starting up).
 */
const SERVER_GONE_CODES = new Set(['57P01', '57P02', '57P03']);

/** The `pg` driver's texts for a connection cut mid-query or a pool that could not connect. */
const DRIVER_TEXTS = /^(Connection terminated|timeout exceeded when trying to connect)/;

function isConnectionFailure(error: unknown): boolean {
  if (error instanceof AggregateError) return error.errors.some(isConnectionFailure);
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SERVER_GONE_CODES.has(code) || code.startsWith('08')) {
      return true;
    }
  }
  return DRIVER_TEXTS.test(error.message);
}

/** The error to throw for a failed database call: unavailability named as such, else as is. */
export function databaseError(error: unknown): unknown {
  return isConnectionFailure(error) ? new DatabaseUnavailableError({ cause: error }) : error;
}

/** Whether `error`, or an error it was caused by, is the database being unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof DatabaseUnavailableError) return true;
  }
  return false;
}
