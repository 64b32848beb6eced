import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';

// Customers, their tokens, OTP codes, cars, favourites and privacy consent (spec 3 User, Car).

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    username: varchar({ length: 60 }),
    passwordHash: varchar({ length: 200 }),
    tel: varchar({ length: 20 }),
    name: varchar({ length: 120 }).notNull().default(''),
    email: varchar({ length: 100 }).notNull().default(''),
    birthDate: date(),
    /** 'male' | 'female' | 'other' | '' */
    gender: varchar({ length: 10 }).notNull().default(''),
    address: varchar({ length: 250 }).notNull().default(''),
    subDistrict: varchar({ length: 100 }).notNull().default(''),
    district: varchar({ length: 100 }).notNull().default(''),
    province: varchar({ length: 100 }).notNull().default(''),
    postCode: varchar({ length: 10 }).notNull().default(''),
    facebookId: varchar({ length: 100 }),
    lineId: varchar({ length: 100 }),
    isAcceptPrivacy: boolean().notNull().default(false),
    privacyAcceptedAt: timestamp({ withTimezone: true }),
    deletionRequestedAt: timestamp({ withTimezone: true }),
    failedLoginCount: smallint().notNull().default(0),
    /** Start of the current 15-minute window of failed logins (soft lock after 10 in it). */
    firstFailedLoginAt: timestamp({ withTimezone: true }),
    lockedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_uq').on(t.username),
    uniqueIndex('users_tel_uq').on(t.tel),
    uniqueIndex('users_facebook_uq').on(t.facebookId),
    uniqueIndex('users_line_uq').on(t.lineId),
  ],
);

/** Opaque bearer tokens "{userId}|{secret}": only a hash of the secret is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secretHash: varchar({ length: 128 }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_tokens_secret_uq').on(t.secretHash),
    index('user_tokens_user_idx').on(t.userId),
  ],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial().primaryKey(),
    /** 'user' | 'seller' */
    audience: varchar({ length: 10 }).notNull(),
    /** 'register' | 'login' | 'reset' */
    purpose: varchar({ length: 20 }).notNull(),
    tel: varchar({ length: 20 }).notNull(),
    codeHash: varchar({ length: 128 }).notNull(),
    /** Opaque token handed to the client with the request, required with the code. */
    tokenHash: varchar({ length: 128 }).notNull(),
    failedTries: smallint().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    /** After a correct code: a short-lived single-use key for the next step (register, reset). */
    keyHash: varchar({ length: 128 }),
    keyExpiresAt: timestamp({ withTimezone: true }),
    keyUsedAt: timestamp({ withTimezone: true }),
    ip: varchar({ length: 64 }).notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('otp_codes_tel_idx').on(t.tel, t.createdAt),
    index('otp_codes_ip_idx').on(t.ip, t.createdAt),
    uniqueIndex('otp_codes_token_uq').on(t.tokenHash),
    uniqueIndex('otp_codes_key_uq').on(t.keyHash),
  ],
);

export const userCars = pgTable(
  'user_cars',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    licenseNumber: varchar({ length: 10 }).notNull(),
    licenseProvince: varchar({ length: 100 }).notNull(),
    carBrand: varchar({ length: 120 }).notNull(),
    carModel: varchar({ length: 160 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_cars_user_idx').on(t.userId)],
);

export const favourites = pgTable(
  'favourites',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favourites_uq').on(t.userId, t.productId)],
);

/** PDPA consent history: each accept or withdraw is a row. */
export const privacyConsents = pgTable('privacy_consents', {
  id: serial().primaryKey(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  isAccepted: boolean().notNull(),
  policyVersion: varchar({ length: 20 }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().default(sql`now()`),
});

export const rewardAddresses = pgTable('reward_addresses', {
  id: serial().primaryKey(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  orderId: integer(),
  fullAddress: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
