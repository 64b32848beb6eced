import {
  HolidayListResponseSchema,
  RemoveHolidayBodySchema,
  SaveHolidayBodySchema,
} from '@yangdee/contracts/store-holidays';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { sellerOf } from '../seller-accounts/seller-of';
import { listHolidays, removeHoliday, saveHoliday } from './holidays.service';

// /seller/holiday (spec 7 "Holidays"), permission manageHoliday. Each answers the upcoming list.

const tags = ['seller-store-setup'];
const security = [{ bearer: [] }];
const response = { 200: HolidayListResponseSchema };

export function registerHolidayRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const config = { acl: 'manageHoliday' } as const;
  r.get('/seller/get-holiday', { config, schema: { tags, security, response } }, (request) =>
    listHolidays(db, sellerOf(request).storeId),
  );
  r.post(
    '/seller/save-holiday',
    { config, schema: { tags, security, body: SaveHolidayBodySchema, response } },
    (request) => saveHoliday(db, sellerOf(request).storeId, request.body),
  );
  r.post(
    '/seller/remove-holiday',
    { config, schema: { tags, security, body: RemoveHolidayBodySchema, response } },
    (request) => removeHoliday(db, sellerOf(request).storeId, request.body),
  );
}
