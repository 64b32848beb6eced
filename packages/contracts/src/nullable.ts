import { z } from 'zod';
import { DateKeySchema } from './store-holidays';

// Filters the spec lets a caller send as null ({"branchId": null}, a report's open date range):
// null reads as "left out", so services see one shape (issue 37 item 7).

/** `schema`, optional, with null taken as omitted. */
export function nullAsOmitted<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === null ? undefined : value), schema.optional());
}

const NO_BRANCH = { message: 'ไม่พบสาขานี้' };

/** An owner's branch filter: omitted or null = the store signed in (and its branches). */
export const OptionalBranchIdSchema = nullAsOmitted(
  z.coerce.number(NO_BRANCH).int(NO_BRANCH).positive(NO_BRANCH),
);

/** One end of an open date range, Bangkok calendar day YYYY-MM-DD; null = open. */
export const OptionalDateKeySchema = nullAsOmitted(DateKeySchema);
