import type { OperatorRole } from '@yangdee/contracts/operators';
import { sql } from 'drizzle-orm';
import {
  bigserial,
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

// The operator console's people (issue 32 item 4, decision 0142): accounts of their own, separate
// from seller_users and users, with their bearer tokens, their sign-in attempts and the audit log
// of every action they take. Migration 0031.

export const operators = pgTable(
  'operators',
  {
    id: serial().primaryKey(),
    username: varchar({ length: 60 }).notNull(),
    name: varchar({ length: 120 }).notNull(),
    /** argon2id (lib/passwords.ts). */
    passwordHash: varchar({ length: 200 }).notNull(),
    /** An OPERATOR_ROLES value of @yangdee/contracts/operators. */
    role: varchar({ length: 16 }).$type<OperatorRole>().notNull(),
    /** Switched off: signs nobody in, and every token of the account stops working at once. */
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operators_username_uq').on(t.username)],
);

/** Bearer tokens "op-{operatorId}|{secret}": only the secret's SHA-256 is kept. */
export const operatorTokens = pgTable(
  'operator_tokens',
  {
    id: serial().primaryKey(),
    operatorId: integer()
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    secretHash: varchar({ length: 128 }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    ip: varchar({ length: 64 }).notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('operator_tokens_secret_uq').on(t.secretHash),
    index('operator_tokens_live_idx').on(t.operatorId).where(sql`${t.revokedAt} is null`),
  ],
);

/** Every sign-in attempt (the ten-failures lock counts the failed ones of a name). */
export const operatorSignIns = pgTable(
  'operator_sign_ins',
  {
    id: serial().primaryKey(),
    operatorId: integer().references(() => operators.id, { onDelete: 'set null' }),
    ip: varchar({ length: 64 }).notNull().default(''),
    isSuccess: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_sign_ins_operator_idx').on(t.operatorId, t.createdAt)],
);

/**
 * What operators did: append-only. The code has no update or delete of it, and the database
 * refuses both (trigger in migration 0031). `targetId` is text so any area's key fits.
 */
export const operatorAuditLog = pgTable(
  'operator_audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    operatorId: integer()
      .notNull()
      .references(() => operators.id),
    action: varchar({ length: 60 }).notNull(),
    targetType: varchar({ length: 40 }).notNull().default(''),
    targetId: varchar({ length: 60 }).notNull().default(''),
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ip: varchar({ length: 64 }).notNull().default(''),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('operator_audit_log_at_idx').on(t.at),
    index('operator_audit_log_operator_idx').on(t.operatorId, t.at),
    index('operator_audit_log_action_idx').on(t.action, t.at),
  ],
);
