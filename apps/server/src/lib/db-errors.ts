// What a database error means, whichever driver (PGlite or pg) raised it.

/** Postgres unique violation (PGlite and node-postgres; Drizzle may wrap it in `cause`). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 3; depth++) {
    const o = e as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (o.code === '23505') {
      if (!constraint) return true;
      return o.constraint === constraint || String(o.message ?? '').includes(constraint);
    }
    e = o.cause;
  }
  return false;
}
