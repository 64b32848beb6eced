import type { SearchStoreBody, StoreCard, StoreCardPage } from '@yangdee/contracts/store-search';
import type { Db } from '../../db/client';
import type { stores } from '../../db/schema/stores';
import type { Point } from '../stores/store-search.repository';
import { searchStoresForReply } from '../stores/store-search.service';

// POST /api/product/search-store: shops for the store tab of /search (spec 2.1, 7). The keyword
// matches shop name, branch, district and province by substring (trigram index on stores.name).
// Issue [3/6] adds distance and service filters on top of this.

type StoreRow = typeof stores.$inferSelect;

export function toStoreCard(s: StoreRow): StoreCard {
  return {
    id: s.id,
    param: s.link,
    name: s.name,
    branchName: s.branchName,
    address: s.address,
    district: s.district,
    province: s.province,
    tel: s.tel,
    picture: s.storefrontSvg ? `/api/images/store/${s.id}.svg` : null,
    ratingAverage: Number(s.ratingAverage),
    ratingCount: s.ratingCount,
    isTyreShop: s.isTyreShop,
    isRepairShop: s.isRepairShop,
    isServiceEnabled: s.isServiceEnabled,
    isDeliveryEnabled: s.isDeliveryEnabled,
    hasTireBalancing: s.hasTireBalancing,
    hasTireCenter: s.hasTireCenter,
    hasNitrogen: s.hasNitrogen,
    hasPatchMushroom: s.hasPatchMushroom,
    hasPatchStreamingCool: s.hasPatchStreamingCool,
    hasPatchStreamingHeat: s.hasPatchStreamingHeat,
    hasPatchSilkPlug: s.hasPatchSilkPlug,
  };
}

/**
 * Issue [3/6] extends the search with distance (nearest first when the LocationData header is
 * present), mode, district, service flags, order type, open now, network and rating: the query
 * lives in modules/stores (store-search.repository.ts, on the GiST index stores_earth_gist).
 */
export function searchStores(
  db: Db,
  body: SearchStoreBody,
  location: Point | null = null,
  storeIndexCheckMs = 0,
): Promise<StoreCardPage | string> {
  return searchStoresForReply(db, body, location, storeIndexCheckMs);
}
