import type { StoreCard } from '@yangdee/contracts/store-search';
import { storefrontUrl } from '../../lib/image-urls';
import { uploadUrl } from '../../lib/uploads';
import type { StoreRow } from './store-search.repository';

// Store rows → the contract's StoreCard (issue [3/6]: distance in km, position for the map).

export function toStoreCard(row: StoreRow): StoreCard {
  return {
    id: row.id,
    param: row.link,
    name: row.name,
    branchName: row.branch_name,
    address: row.address,
    district: row.district,
    province: row.province,
    tel: row.tel,
    picture: row.storefront_file
      ? uploadUrl(row.storefront_file)
      : row.has_storefront
        ? storefrontUrl(row.id)
        : null,
    ratingAverage: Number(row.rating_average),
    ratingCount: row.rating_count,
    isTyreShop: row.is_tyre_shop,
    isRepairShop: row.is_repair_shop,
    isServiceEnabled: row.is_service_enabled,
    isDeliveryEnabled: row.is_delivery_enabled,
    hasTireBalancing: row.has_tire_balancing,
    hasTireCenter: row.has_tire_center,
    hasNitrogen: row.has_nitrogen,
    hasPatchMushroom: row.has_patch_mushroom,
    hasPatchStreamingCool: row.has_patch_streaming_cool,
    hasPatchStreamingHeat: row.has_patch_streaming_heat,
    hasPatchSilkPlug: row.has_patch_silk_plug,
    distanceKm: row.distance_m === null ? null : Math.round(Number(row.distance_m) / 100) / 10,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
  };
}
