import { SuccessResponseSchema } from '@yangdee/contracts/auth';
import { SaveBaySettingBodySchema } from '@yangdee/contracts/bays';
import {
  SaveDeliveryInfoBodySchema,
  SaveInstallationBodySchema,
  SavePrepaidInfoBodySchema,
  SettingInfoSchema,
} from '@yangdee/contracts/store-settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { activeStoreId } from './profile.routes';
import {
  getBaySetting,
  getSettingInfo,
  saveBaySetting,
  saveDeliveryInfo,
  saveInstallationInfo,
  savePrepaidInfo,
} from './settings.service';

// /api/seller/get-setting-info, save-installation-info, save-delivery-info (spec 7) and
// save-prepaid-info (decision 0075); acl manageSetting.

const tags = ['seller-store-setup'];
const security = [{ bearer: [] }];
const ok = { success: true as const };

export function registerStoreSettingRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const config = { acl: 'manageSetting' as const };
  const saved = { 200: SuccessResponseSchema };
  r.get(
    '/seller/get-setting-info',
    { config, schema: { tags, security, response: { 200: SettingInfoSchema } } },
    (request) => getSettingInfo(db, activeStoreId(request)),
  );
  r.post(
    '/seller/save-installation-info',
    { config, schema: { tags, security, body: SaveInstallationBodySchema, response: saved } },
    async (request) => {
      await saveInstallationInfo(db, activeStoreId(request), request.body);
      return ok;
    },
  );
  // Bays and opening hours per weekday, minutes per tyre (issue 36 item 3, decision 0162).
  r.get('/seller/get-bay-setting', { config, schema: { tags, security } }, (request) =>
    getBaySetting(db, activeStoreId(request)),
  );
  r.post(
    '/seller/save-bay-setting',
    { config, schema: { tags, security, body: SaveBaySettingBodySchema, response: saved } },
    async (request) => {
      await saveBaySetting(db, activeStoreId(request), request.body);
      return ok;
    },
  );
  r.post(
    '/seller/save-delivery-info',
    { config, schema: { tags, security, body: SaveDeliveryInfoBodySchema, response: saved } },
    async (request) => {
      await saveDeliveryInfo(db, activeStoreId(request), request.body);
      return ok;
    },
  );
  r.post(
    '/seller/save-prepaid-info',
    { config, schema: { tags, security, body: SavePrepaidInfoBodySchema, response: saved } },
    async (request) => {
      await savePrepaidInfo(db, activeStoreId(request), request.body);
      return ok;
    },
  );
}
