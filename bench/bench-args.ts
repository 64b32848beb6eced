import type { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';

// What the data-scale generators share: their command-line options, the bench database's URL and
// a count query.

const args = process.argv.slice(2);

/** `--name value` from the command line, or undefined. */
export function option(name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

export const hasFlag = (name: string) => args.includes(`--${name}`);

/** --database-url, else DATABASE_URL, else the local bench database. */
export const benchDatabaseUrl =
  option('database-url') ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/yangdee_bench';

/** The number a `select … as n` query answers. */
export async function scalar(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: Array<{ n: string | number }> };
  return Number(result.rows[0]?.n ?? 0);
}
