import {
  index,
  integer,
  pgTable,
  serial,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tyreSizes } from './catalog';

// Cars of the Thai market and their factory tyre sizes (fitments).

export const carMakes = pgTable(
  'car_makes',
  {
    id: serial().primaryKey(),
    slug: varchar({ length: 80 }).notNull(),
    nameEn: varchar({ length: 120 }).notNull(),
    nameTh: varchar({ length: 120 }).notNull(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('car_makes_slug_uq').on(t.slug)],
);

export const carModels = pgTable(
  'car_models',
  {
    id: serial().primaryKey(),
    carMakeId: integer()
      .notNull()
      .references(() => carMakes.id),
    slug: varchar({ length: 120 }).notNull(),
    name: varchar({ length: 160 }).notNull(),
    yearFrom: smallint().notNull(),
    yearTo: smallint().notNull(),
  },
  (t) => [uniqueIndex('car_models_make_slug_uq').on(t.carMakeId, t.slug)],
);

/** A factory tyre size of a car model for a range of model years. */
export const carFitments = pgTable(
  'car_fitments',
  {
    id: serial().primaryKey(),
    carModelId: integer()
      .notNull()
      .references(() => carModels.id, { onDelete: 'cascade' }),
    tyreSizeId: integer()
      .notNull()
      .references(() => tyreSizes.id),
    yearFrom: smallint().notNull(),
    yearTo: smallint().notNull(),
  },
  (t) => [index('car_fitments_model_idx').on(t.carModelId)],
);
