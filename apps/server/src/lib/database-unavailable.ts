// Whether a failure means "the database cannot be reached right now" (issue 33 item 4, decision
// 0151): PostgreSQL restarting or down, a connection cut under a query, the pool closed while the
// server stops. Such a request is answered 503 SERVICE_UNAVAILABLE with Retry-After, never a 500:
// the caller may try again in a moment, and a write that failed this way was rolled back whole
// (a transaction whose COMMIT never reached the server is not committed).

/** Node's socket errors when the database's address does not answer or drops the connection. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going away or refusing sessions: 57P01 admin_shutdown, 57P02
 * crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down), 53300
 * too_many_connections; and class 08, connection exceptions.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres's own words for a connection that ended or never came (it sets no code). */
const MESSAGES = [
  /^Connection terminated/,
  /Client has encountered a connection error and is not queryable/,
  /timeout exceeded when trying to connect/,
  /Cannot use a pool after calling end on the pool/,
  /Client was closed and is not queryable/,
  /^PGlite is closed/,
];

function isUnavailableItself(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code) || SQLSTATES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (typeof message === 'string' && MESSAGES.some((re) => re.test(message))) return true;
  // A host name with several addresses refuses with one AggregateError of them.
  const errors = (error as { errors?: unknown }).errors;
  return Array.isArray(errors) && errors.length > 0 && errors.every(isUnavailableItself);
}

/** True for a database connection failure, also when wrapped (Drizzle's "Failed query" cause). */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (isUnavailableItself(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again (a restart takes a few seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
