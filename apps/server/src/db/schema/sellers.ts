import type { SellerAcl } from '@yangdee/contracts/seller-acl';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { stores } from './stores';

// Seller staff, their per-store permissions (ACL, spec 6 Reading B) and bearer tokens.

export const sellerUsers = pgTable(
  'seller_users',
  {
    id: serial().primaryKey(),
    username: varchar({ length: 60 }).notNull(),
    passwordHash: varchar({ length: 200 }).notNull(),
    tel: varchar({ length: 20 }).notNull().default(''),
    name: varchar({ length: 120 }).notNull().default(''),
    /**
     * When the phone was proven by a code sent to it (decision 0131): only a proven phone finds
     * its account (phone sign-in, forgotten password), and it belongs to one account.
     */
    telVerifiedAt: timestamp({ withTimezone: true }),
    /** The LINE user linked for messages (issue 35): new orders of their branches, bookings. */
    lineId: varchar({ length: 100 }),
    /** The platform admin account can switch to any store (spec 6). */
    isPlatformAdmin: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seller_users_username_uq').on(t.username),
    uniqueIndex('seller_users_line_uq').on(t.lineId),
    uniqueIndex('seller_users_verified_tel_uq')
      .on(t.tel)
      .where(sql`${t.telVerifiedAt} is not null`),
  ],
);

export const staffMemberships = pgTable(
  'staff_memberships',
  {
    id: serial().primaryKey(),
    sellerUserId: integer()
      .notNull()
      .references(() => sellerUsers.id, { onDelete: 'cascade' }),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    isOwner: boolean().notNull().default(false),
    acl: jsonb().$type<SellerAcl>().notNull(),
    /**
     * Switched off by the store (edit-staff): the member's tokens for this store stop working at
     * once (plugins/auth.ts findSellerByToken). seller_users.is_active is the whole account.
     */
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_memberships_uq').on(t.sellerUserId, t.storeId)],
);

export const sellerTokens = pgTable(
  'seller_tokens',
  {
    id: serial().primaryKey(),
    sellerUserId: integer()
      .notNull()
      .references(() => sellerUsers.id, { onDelete: 'cascade' }),
    /**
     * The active store or branch the token acts for; null for a newly registered seller who has
     * no store yet (only 'account' routes accept such a token: register-store, logout...).
     */
    storeId: integer().references(() => stores.id),
    secretHash: varchar({ length: 128 }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Last use (kept to the minute), its address and browser: the owner's session list. */
    lastSeenAt: timestamp({ withTimezone: true }),
    ip: varchar({ length: 64 }).notNull().default(''),
    userAgent: varchar({ length: 300 }).notNull().default(''),
  },
  // Migration 0024 also NOTIFYs 'seller_sessions' on every change that can end a session.
  (t) => [
    uniqueIndex('seller_tokens_secret_uq').on(t.secretHash),
    index('seller_tokens_user_idx').on(t.sellerUserId),
    index('seller_tokens_live_store_idx').on(t.storeId).where(sql`${t.revokedAt} is null`),
  ],
);

export const sellerLoginLog = pgTable(
  'seller_login_log',
  {
    id: serial().primaryKey(),
    sellerUserId: integer().references(() => sellerUsers.id, { onDelete: 'set null' }),
    storeId: integer(),
    ip: varchar({ length: 64 }).notNull().default(''),
    isSuccess: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().default(sql`now()`),
  },
  // The staff list's "last sign-in" and the failed-attempt count read one member's rows.
  (t) => [index('seller_login_log_user_idx').on(t.sellerUserId, t.createdAt)],
);

export const STAFF_INVITATION_STATUSES = ['pending', 'accepted', 'cancelled'] as const;

/**
 * A phone invited to work in a store (decision 0131): it joins only when the phone's owner
 * accepts by a code sent to it; until then it signs nobody in and blocks nothing. The link
 * carries a secret kept here only as its hash.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial().primaryKey(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    tel: varchar({ length: 20 }).notNull(),
    name: varchar({ length: 120 }).notNull(),
    acl: jsonb().$type<SellerAcl>().notNull(),
    secretHash: varchar({ length: 128 }).notNull(),
    invitedBy: integer().references(() => sellerUsers.id, { onDelete: 'set null' }),
    status: varchar({ length: 16, enum: STAFF_INVITATION_STATUSES }).notNull().default('pending'),
    acceptedBy: integer().references(() => sellerUsers.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_invitations_secret_uq').on(t.secretHash),
    uniqueIndex('staff_invitations_open_uq')
      .on(t.storeId, t.tel)
      .where(sql`${t.status} = 'pending'`),
  ],
);
