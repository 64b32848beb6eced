import { z } from 'zod';
import { dateRangeError } from './date-range';
import { DateKeySchema } from './store-holidays';

// The shop's dashboard (spec 2.3 /seller/dashboard, 6 manageDashboard, 7 "Dashboard": each call
// {fromDate, toDate, branchId}; issue 17 §3). Dates are the shop's Bangkok calendar days written
// YYYY-MM-DD on the wire (the screen shows them in the Buddhist era); money in baht.

/** A range longer than this many years is refused (issue 17 "Rules that hold everywhere"). */
/** How many entries a ranking or a popular list shows. */
export const DASHBOARD_TOP_N = 10;

export const DashboardBodySchema = z
  .object({
    fromDate: DateKeySchema,
    toDate: DateKeySchema,
    /** An owner may look at one of its branches; omitted = the store signed in and its branches. */
    branchId: z.coerce.number().int().positive().optional().nullable(),
  })
  .superRefine((body, ctx) => {
    const message = dateRangeError(body.fromDate, body.toDate);
    if (message) ctx.addIssue({ code: 'custom', path: ['toDate'], message });
  });
export type DashboardBody = z.input<typeof DashboardBodySchema>;
/** The body as the server reads it (branchId a number). */
export type DashboardQuery = z.output<typeof DashboardBodySchema>;

// ---- Sales over time: days, or weeks / months when the range is long -------------------------

export const DASHBOARD_BUCKETS = ['day', 'week', 'month'] as const;
export type DashboardBucket = (typeof DASHBOARD_BUCKETS)[number];
/** Up to this many days: one point a day (a two-month range still reads day by day). */
export const DAY_BUCKET_MAX_DAYS = 62;
/** Up to this many days: one point a week (Monday to Sunday); longer: one a month. */
export const WEEK_BUCKET_MAX_DAYS = 371;

const DAY_MS = 86_400_000;
const utcOf = (dayKey: string) => Date.parse(`${dayKey}T00:00:00Z`);
const keyOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Days in the inclusive range. */
export function daysInRange(fromDate: string, toDate: string): number {
  return Math.round((utcOf(toDate) - utcOf(fromDate)) / DAY_MS) + 1;
}

export function dashboardBucketFor(fromDate: string, toDate: string): DashboardBucket {
  const days = daysInRange(fromDate, toDate);
  if (days <= DAY_BUCKET_MAX_DAYS) return 'day';
  return days <= WEEK_BUCKET_MAX_DAYS ? 'week' : 'month';
}

/**
 * The point a day belongs to, named by its first day inside the range: a week starts on Monday,
 * a month on the 1st, and the first point starts at `fromDate` when the range begins mid-way.
 */
export function bucketKeyOf(dayKey: string, bucket: DashboardBucket, fromDate: string): string {
  let start = dayKey;
  if (bucket === 'week') {
    const ms = utcOf(dayKey);
    const sinceMonday = (new Date(ms).getUTCDay() + 6) % 7;
    start = keyOf(ms - sinceMonday * DAY_MS);
  } else if (bucket === 'month') {
    start = `${dayKey.slice(0, 7)}-01`;
  }
  return start < fromDate ? fromDate : start;
}

/** Every point of the range in order, so days without sales show as zero. */
export function bucketKeys(fromDate: string, toDate: string, bucket: DashboardBucket): string[] {
  const keys: string[] = [];
  for (let ms = utcOf(fromDate); ms <= utcOf(toDate); ms += DAY_MS) {
    const key = bucketKeyOf(keyOf(ms), bucket, fromDate);
    if (keys[keys.length - 1] !== key) keys.push(key);
  }
  return keys;
}

// ---- Answers ------------------------------------------------------------------------------------

const StoreOptionSchema = z.object({ id: z.number(), name: z.string() });

export const DashboardResponseSchema = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  bucket: z.enum(DASHBOARD_BUCKETS),
  /** Paid orders of the range, those later cancelled taken out. */
  summary: z.object({
    sales: z.number(),
    orders: z.number(),
    averageOrder: z.number(),
    tyres: z.number(),
    cancelledOrders: z.number(),
    cancelledSales: z.number(),
  }),
  /** Installation at the shop (1 SERVICE) against home delivery (2 DELIVERY). */
  byType: z.array(z.object({ orderType: z.number(), orders: z.number(), sales: z.number() })),
  series: z.array(z.object({ date: z.string(), sales: z.number(), orders: z.number() })),
  /** The stores the caller may pick (the store signed in and its branches): branchId's values. */
  stores: z.array(StoreOptionSchema),
});
export type DashboardResponse = z.infer<typeof DashboardResponseSchema>;

/** Branches of a head office looking at all of them; otherwise the staff of the one store. */
export const RANKING_KINDS = ['BRANCH', 'STAFF'] as const;
export type RankingKind = (typeof RANKING_KINDS)[number];

export const DashboardRankingResponseSchema = z.object({
  kind: z.enum(RANKING_KINDS),
  rankingList: z.array(
    z.object({ id: z.number(), name: z.string(), orders: z.number(), sales: z.number() }),
  ),
});
export type DashboardRankingResponse = z.infer<typeof DashboardRankingResponseSchema>;

/** get-dashboard-popular-tire-{kind}: best-selling tyres, sizes and brands, by tyres sold. */
export const POPULAR_TIRE_KINDS = ['product', 'size', 'brand'] as const;
export type PopularTireKind = (typeof POPULAR_TIRE_KINDS)[number];

export const DashboardPopularResponseSchema = z.object({
  kind: z.enum(POPULAR_TIRE_KINDS),
  itemList: z.array(
    z.object({ id: z.number(), name: z.string(), qty: z.number(), sales: z.number() }),
  ),
});
export type DashboardPopularResponse = z.infer<typeof DashboardPopularResponseSchema>;
