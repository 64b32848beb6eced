import type { ListingValues } from '../components/listing-filters';

/** Keys that order or page the list rather than filter it. */
const NOT_FILTERS = new Set(['sort', 'page', 'pageSize']);
/** Keys counted as one filter together: a price range, a car. */
const GROUPS = [
  ['priceMin', 'priceMax'],
  ['make', 'model', 'year'],
] as const;

/**
 * How many filters the shopper has on, for the phone's "ตัวกรอง" button. On /tire-by-car-model
 * the car is chosen above the list, not in the sheet, so it is not counted there.
 */
export function countActiveFilters(values: ListingValues, isCarShownAbove: boolean): number {
  const on = new Set(
    Object.entries(values)
      .filter(([key, value]) => value && !NOT_FILTERS.has(key))
      .map(([key]) => key),
  );
  if (isCarShownAbove) for (const key of GROUPS[1]) on.delete(key);
  let count = on.size;
  for (const group of GROUPS) {
    const inGroup = group.filter((key) => on.has(key)).length;
    if (inGroup > 1) count -= inGroup - 1;
  }
  return count;
}
