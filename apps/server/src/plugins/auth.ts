import { type AclFlag, emptyAcl, fullAcl, type SellerAcl } from '@yangdee/contracts/seller-acl';
import type { SellerRouteAcl } from '@yangdee/contracts/seller-session';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client';
import { sellerTokens, sellerUsers, staffMemberships } from '../db/schema/sellers';
import { userTokens } from '../db/schema/users';
import { AppError } from '../lib/app-error';
import { hashSecret, parseToken, readBearer } from '../lib/tokens';

// Bearer-token guards. Customers: "{userId}|{secret}" against user_tokens. Sellers: the same shape
// against seller_tokens, which also carry the active store/branch; permissions come from the
// staff member's ACL for that store (spec 6), checked here on the server, not only in the menu.

export type SellerRouteEntry = { method: string; url: string; acl: SellerRouteAcl };

export type AuthUser = { id: number; tokenId: number };
/** A valid seller token, with or without a store yet (acl 'account' routes). */
export type AuthSellerAccount = {
  sellerUserId: number;
  tokenId: number;
  storeId: number | null;
  isPlatformAdmin: boolean;
  /** When the token was last used (to the minute; the owner's session list). */
  lastSeenAt?: Date | null;
};
export type AuthSeller = {
  sellerUserId: number;
  storeId: number;
  tokenId: number;
  isPlatformAdmin: boolean;
  acl: SellerAcl;
  lastSeenAt?: Date | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    seller: AuthSeller | null;
    /** Set on acl 'account' routes (and with `seller` on every other guarded seller route). */
    sellerAccount: AuthSellerAccount | null;
  }
  interface FastifyInstance {
    requireUser: preHandlerAsyncHookHandler;
    requireSeller: (permission?: SellerRouteAcl) => preHandlerAsyncHookHandler;
    /** Every /api/seller/* route with what it needs (the permission table test walks it). */
    sellerRoutes: SellerRouteEntry[];
  }
  interface FastifyContextConfig {
    /** What a /api/seller/* route needs; the guard is added from it (see guardSellerRoutes). */
    acl?: SellerRouteAcl;
  }
}

export async function findUserByToken(db: Db, token: string): Promise<AuthUser | null> {
  const parsed = parseToken(token);
  if (!parsed) return null;
  const rows = await db
    .select({ id: userTokens.id, userId: userTokens.userId })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.secretHash, hashSecret(parsed.secret)),
        eq(userTokens.userId, parsed.ownerId),
        isNull(userTokens.revokedAt),
        gt(userTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows[0] ? { id: rows[0].userId, tokenId: rows[0].id } : null;
}

export async function findSellerByToken(db: Db, token: string): Promise<AuthSeller | null> {
  const parsed = parseToken(token);
  if (!parsed) return null;
  const rows = await db
    .select({
      tokenId: sellerTokens.id,
      sellerUserId: sellerTokens.sellerUserId,
      storeId: sellerTokens.storeId,
      lastSeenAt: sellerTokens.lastSeenAt,
      isPlatformAdmin: sellerUsers.isPlatformAdmin,
      isActive: sellerUsers.isActive,
      acl: staffMemberships.acl,
      isMemberActive: staffMemberships.isActive,
    })
    .from(sellerTokens)
    .innerJoin(sellerUsers, eq(sellerUsers.id, sellerTokens.sellerUserId))
    .leftJoin(
      staffMemberships,
      and(
        eq(staffMemberships.sellerUserId, sellerTokens.sellerUserId),
        eq(staffMemberships.storeId, sellerTokens.storeId),
      ),
    )
    .where(liveSellerToken(parsed))
    .limit(1);
  const row = rows[0];
  if (!row?.isActive || row.storeId === null) return null;
  // A member switched off by the store (edit-staff) loses that store at once.
  if (row.isMemberActive === false) return null;
  // A platform admin acting for any store has every permission there; anyone else needs a
  // membership of the token's store.
  if (!row.acl && !row.isPlatformAdmin) return null;
  return {
    tokenId: row.tokenId,
    sellerUserId: row.sellerUserId,
    storeId: row.storeId,
    isPlatformAdmin: row.isPlatformAdmin,
    acl: row.isPlatformAdmin ? fullAcl() : { ...emptyAcl(), ...row.acl },
    lastSeenAt: row.lastSeenAt,
  };
}

/** The token row of "{id}|{secret}" while it is neither revoked nor expired. */
function liveSellerToken(parsed: { ownerId: number; secret: string }) {
  return and(
    eq(sellerTokens.secretHash, hashSecret(parsed.secret)),
    eq(sellerTokens.sellerUserId, parsed.ownerId),
    isNull(sellerTokens.revokedAt),
    gt(sellerTokens.expiresAt, new Date()),
  );
}

/** A valid token of an active seller account, whether or not it acts for a store yet. */
export async function findSellerAccountByToken(
  db: Db,
  token: string,
): Promise<AuthSellerAccount | null> {
  const parsed = parseToken(token);
  if (!parsed) return null;
  const rows = await db
    .select({
      tokenId: sellerTokens.id,
      sellerUserId: sellerTokens.sellerUserId,
      storeId: sellerTokens.storeId,
      lastSeenAt: sellerTokens.lastSeenAt,
      isPlatformAdmin: sellerUsers.isPlatformAdmin,
      isActive: sellerUsers.isActive,
    })
    .from(sellerTokens)
    .innerJoin(sellerUsers, eq(sellerUsers.id, sellerTokens.sellerUserId))
    .where(liveSellerToken(parsed))
    .limit(1);
  const row = rows[0];
  if (!row?.isActive) return null;
  return {
    tokenId: row.tokenId,
    sellerUserId: row.sellerUserId,
    storeId: row.storeId,
    isPlatformAdmin: row.isPlatformAdmin,
    lastSeenAt: row.lastSeenAt,
  };
}

const TOUCH_MS = 60_000;

/**
 * Records the token's last use, address (request.ip honours TRUST_PROXY, as the rate limits do)
 * and browser at most once a minute, so the owner's session list shows them without a write on
 * every call (decision 0132).
 */
async function touchSellerToken(
  db: Db,
  request: FastifyRequest,
  account: { tokenId: number; lastSeenAt?: Date | null },
): Promise<void> {
  const now = Date.now();
  if (account.lastSeenAt && now - account.lastSeenAt.getTime() < TOUCH_MS) return;
  const agent = request.headers['user-agent'];
  await db
    .update(sellerTokens)
    .set({
      lastSeenAt: new Date(now),
      ip: request.ip.slice(0, 64),
      userAgent: (Array.isArray(agent) ? agent[0] : (agent ?? '')).slice(0, 300),
    })
    .where(
      and(
        eq(sellerTokens.id, account.tokenId),
        or(isNull(sellerTokens.lastSeenAt), lt(sellerTokens.lastSeenAt, new Date(now - TOUCH_MS))),
      ),
    );
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return readBearer(Array.isArray(header) ? header[0] : header);
}

export function registerAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('user', null);
  app.decorateRequest('seller', null);
  app.decorateRequest('sellerAccount', null);

  app.decorate('requireUser', async (request: FastifyRequest) => {
    const token = bearerOf(request);
    if (!token) throw new AppError('UNAUTHORIZED');
    const user = await findUserByToken(db, token);
    if (!user) throw new AppError('TOKEN_INVALID');
    request.user = user;
  });

  app.decorate('requireSeller', (permission: SellerRouteAcl = 'signedIn') => {
    const needed: readonly AclFlag[] =
      permission === 'signedIn' ||
      permission === 'platformAdmin' ||
      permission === 'open' ||
      permission === 'account'
        ? []
        : typeof permission === 'string'
          ? [permission]
          : permission;
    return async (request: FastifyRequest) => {
      const token = bearerOf(request);
      if (!token) throw new AppError('UNAUTHORIZED');
      if (permission === 'account') {
        const account = await findSellerAccountByToken(db, token);
        if (!account) throw new AppError('TOKEN_INVALID');
        await touchSellerToken(db, request, account);
        request.sellerAccount = account;
        // The full session too when the token acts for a store the member still belongs to.
        request.seller = account.storeId === null ? null : await findSellerByToken(db, token);
        return;
      }
      const seller = await findSellerByToken(db, token);
      if (!seller) throw new AppError('TOKEN_INVALID');
      if (permission === 'platformAdmin' && !seller.isPlatformAdmin) {
        throw new AppError('FORBIDDEN');
      }
      // Any one of the listed permissions is enough (spec 6: "visible if any is set").
      if (needed.length > 0 && !needed.some((flag) => seller.acl[flag] === true)) {
        throw new AppError('FORBIDDEN');
      }
      await touchSellerToken(db, request, seller);
      request.seller = seller;
      request.sellerAccount = {
        sellerUserId: seller.sellerUserId,
        tokenId: seller.tokenId,
        storeId: seller.storeId,
        isPlatformAdmin: seller.isPlatformAdmin,
      };
    };
  });

  guardSellerRoutes(app);
}

/**
 * Permissions are data on the route (ARCHITECTURE "The seller back office"): every /api/seller/*
 * route declares `config: { acl }`, and the guard (token → active store → flag) is added here
 * in onRequest, before the body is read, so a bad body from an outsider is answered 401/403. A seller
 * route that declares nothing stops the server from starting.
 */
function guardSellerRoutes(app: FastifyInstance): void {
  const table: SellerRouteEntry[] = [];
  app.decorate('sellerRoutes', table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/seller/')) return;
    const acl = route.config?.acl;
    if (acl === undefined) {
      throw new Error(`${route.method} ${route.url}: a seller route must declare config.acl`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') table.push({ method, url: route.url, acl });
    }
    if (acl === 'open') return;
    const guard = app.requireSeller(acl);
    const existing = route.onRequest;
    route.onRequest =
      existing === undefined
        ? [guard]
        : [guard, ...(Array.isArray(existing) ? existing : [existing])];
  });
}
