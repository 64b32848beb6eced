import {
  type StoreStandingResponse,
  StoreStandingResponseSchema,
} from '@yangdee/contracts/admin-shops';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db, DbOrTx } from '../../db/client';
import { storeSuspensions, stores } from '../../db/schema/stores';
import { AppError } from '../../lib/app-error';

// The active store's standing as its back office shows it (decision 0143): its approval and, when
// an operator suspended it, the reason and since when, for the red banner on every seller page.
// Read fresh on each page, so a suspension made after the seller signed in shows at once.

/** The open suspension of a store, as the seller reads it; null when it is not suspended. */
export async function suspensionNoticeOf(
  db: DbOrTx,
  storeId: number,
): Promise<{ reason: string; since: string } | null> {
  const [row] = await db
    .select({ reason: storeSuspensions.reason, since: storeSuspensions.suspendedAt })
    .from(storeSuspensions)
    .where(and(eq(storeSuspensions.storeId, storeId), isNull(storeSuspensions.liftedAt)))
    .orderBy(desc(storeSuspensions.id))
    .limit(1);
  return row ? { reason: row.reason, since: row.since.toISOString() } : null;
}

export async function storeStanding(db: DbOrTx, storeId: number): Promise<StoreStandingResponse> {
  const [store] = await db
    .select({ approvalStatus: stores.approvalStatus })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) throw new AppError('NOT_FOUND', 'ไม่พบร้านค้า');
  const approval = store.approvalStatus;
  return {
    success: true,
    approvalStatus: approval === 'pending' || approval === 'rejected' ? approval : 'approved',
    suspension: await suspensionNoticeOf(db, storeId),
  };
}

export function registerStoreStandingRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/seller/store-standing',
    {
      config: { acl: 'signedIn' },
      schema: {
        tags: ['seller-switching'],
        security: [{ bearer: [] }],
        response: { 200: StoreStandingResponseSchema },
      },
    },
    (request) => {
      if (!request.seller) throw new AppError('UNAUTHORIZED');
      return storeStanding(db, request.seller.storeId);
    },
  );
}
