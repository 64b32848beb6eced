import { and, asc, count, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { carMakes, carModels } from '../../db/schema/cars';
import { privacyConsents, userCars, users, userTokens } from '../../db/schema/users';

// Drizzle queries behind the /my profile, password, cars and privacy calls. Every query is
// filtered by the caller's user id.

export type UserRow = typeof users.$inferSelect;
type UserPatch = Partial<
  Pick<
    UserRow,
    | 'name'
    | 'email'
    | 'birthDate'
    | 'gender'
    | 'address'
    | 'subDistrict'
    | 'district'
    | 'province'
    | 'postCode'
    | 'passwordHash'
    | 'isAcceptPrivacy'
    | 'privacyAcceptedAt'
    | 'deletionRequestedAt'
  >
>;

export async function findUser(db: DbOrTx, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function updateUser(db: DbOrTx, userId: number, patch: UserPatch): Promise<void> {
  await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Revokes every live token of the user except `keepTokenId`. */
export async function revokeOtherTokens(
  db: DbOrTx,
  userId: number,
  keepTokenId: number,
): Promise<void> {
  await db
    .update(userTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(userTokens.userId, userId),
        ne(userTokens.id, keepTokenId),
        isNull(userTokens.revokedAt),
      ),
    );
}

export function findCars(db: DbOrTx, userId: number) {
  return db
    .select({
      id: userCars.id,
      licenseNumber: userCars.licenseNumber,
      licenseProvince: userCars.licenseProvince,
      carBrand: userCars.carBrand,
      carModel: userCars.carModel,
    })
    .from(userCars)
    .where(eq(userCars.userId, userId))
    .orderBy(asc(userCars.id));
}

export async function countCars(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userCars).where(eq(userCars.userId, userId));
  return row?.n ?? 0;
}

export async function insertCar(db: DbOrTx, values: typeof userCars.$inferInsert) {
  const [row] = await db.insert(userCars).values(values).returning({ id: userCars.id });
  return row.id;
}

/** Deletes the car only when it belongs to the user; the number of rows deleted. */
export async function deleteCar(db: DbOrTx, userId: number, carId: number): Promise<number> {
  const rows = await db
    .delete(userCars)
    .where(and(eq(userCars.id, carId), eq(userCars.userId, userId)))
    .returning({ id: userCars.id });
  return rows.length;
}

/** A car make by slug or name (English or Thai), case-insensitive. */
export async function findCarMake(db: DbOrTx, value: string) {
  const [row] = await db
    .select({ id: carMakes.id, nameEn: carMakes.nameEn })
    .from(carMakes)
    .where(
      or(
        eq(carMakes.slug, value),
        sql`lower(${carMakes.nameEn}) = lower(${value})`,
        eq(carMakes.nameTh, value),
      ),
    )
    .limit(1);
  return row;
}

export async function findCarModelOfMake(db: DbOrTx, makeId: number, value: string) {
  const [row] = await db
    .select({ id: carModels.id, name: carModels.name })
    .from(carModels)
    .where(
      and(
        eq(carModels.carMakeId, makeId),
        or(eq(carModels.slug, value), sql`lower(${carModels.name}) = lower(${value})`),
      ),
    )
    .limit(1);
  return row;
}

export function findConsents(db: DbOrTx, userId: number) {
  return db
    .select({
      isAccepted: privacyConsents.isAccepted,
      policyVersion: privacyConsents.policyVersion,
      createdAt: privacyConsents.createdAt,
    })
    .from(privacyConsents)
    .where(eq(privacyConsents.userId, userId))
    .orderBy(desc(privacyConsents.createdAt), desc(privacyConsents.id));
}

export async function insertConsent(
  db: DbOrTx,
  values: typeof privacyConsents.$inferInsert,
): Promise<void> {
  await db.insert(privacyConsents).values(values);
}
