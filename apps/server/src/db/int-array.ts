import { type SQL, sql } from 'drizzle-orm';

/**
 * An `int[]` parameter written as one text literal ('{1,2,3}'): one parameter however many ids,
 * where a list of values is a parameter (and a query fragment) each. A few thousand ids made
 * thousands of parameters to build and send (decision 0129).
 */
export const intArray = (ids: readonly number[]): SQL => sql`${`{${ids.join(',')}}`}::int[]`;
