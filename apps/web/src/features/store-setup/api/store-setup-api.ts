import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BaySetting } from '@yangdee/contracts/bays';
import type { StoreProfile } from '@yangdee/contracts/store-profile';
import type {
  AreaRate,
  DeliveryAreaSummary,
  ProductsForSettingResponse,
  SettingInfo,
} from '@yangdee/contracts/store-settings';
import { ApiError, api } from '../../../lib/api';

// Seller store setup calls (spec 7 "Store profile and settings", "Delivery and deposit settings"):
// query options for each screen's current values and one mutation hook per save call, which
// refreshes what the save changed. Every call carries the seller token (api.ts picks it by path).

const root = ['seller', 'store-setup'] as const;
export const setupKeys = {
  profile: [...root, 'profile'] as const,
  setting: [...root, 'setting'] as const,
  bays: [...root, 'bays'] as const,
  areaRates: [...root, 'area-rates'] as const,
  areaSummary: [...root, 'area-summary'] as const,
  products: (keyword: string, page: number) => [...root, 'products', keyword, page] as const,
  productsAll: [...root, 'products'] as const,
};

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: setupKeys.profile,
    queryFn: () => api.get<StoreProfile>('/api/seller/get-profile'),
  });

export const settingInfoQueryOptions = () =>
  queryOptions({
    queryKey: setupKeys.setting,
    queryFn: () => api.get<SettingInfo>('/api/seller/get-setting-info'),
  });

/** Bays and hours per weekday, minutes per tyre (decision 0162). */
export const baySettingQueryOptions = () =>
  queryOptions({
    queryKey: setupKeys.bays,
    queryFn: () => api.get<BaySetting>('/api/seller/get-bay-setting'),
  });

export const areaRatesQueryOptions = () =>
  queryOptions({
    queryKey: setupKeys.areaRates,
    queryFn: () => api.post<{ rateList: AreaRate[] }>('/api/seller/get-delivery-area-rate', {}),
  });

export const areaSummaryQueryOptions = () =>
  queryOptions({
    queryKey: setupKeys.areaSummary,
    queryFn: () => api.get<DeliveryAreaSummary>('/api/seller/get-delivery-area-summary'),
  });

export const productsForSettingQueryOptions = (keyword: string, page: number) =>
  queryOptions({
    queryKey: setupKeys.products(keyword, page),
    queryFn: () =>
      api.post<ProductsForSettingResponse>('/api/seller/products-for-setting', { keyword, page }),
    placeholderData: keepPreviousData,
  });

type SaveCall =
  | 'save-store'
  | 'save-installation-info'
  | 'save-bay-setting'
  | 'save-delivery-info'
  | 'save-prepaid-info'
  | 'save-delivery-area-rate'
  | 'save-delivery-product-rate'
  | 'save-day-prepare-product'
  | 'save-product-min-qty'
  | 'assign-prepaid-product';

const REFRESH: Record<SaveCall, readonly (readonly string[])[]> = {
  'save-store': [setupKeys.profile, setupKeys.setting],
  'save-installation-info': [setupKeys.setting],
  'save-bay-setting': [setupKeys.bays],
  'save-delivery-info': [setupKeys.setting, setupKeys.areaSummary],
  'save-prepaid-info': [setupKeys.setting],
  'save-delivery-area-rate': [setupKeys.areaRates, setupKeys.areaSummary],
  'save-delivery-product-rate': [setupKeys.productsAll, setupKeys.areaSummary],
  'save-day-prepare-product': [setupKeys.productsAll],
  'save-product-min-qty': [setupKeys.productsAll],
  'assign-prepaid-product': [setupKeys.productsAll],
};

export function useSetupSave<B>(call: SaveCall) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api.post<unknown>(`/api/seller/${call}`, body),
    onSuccess: () =>
      Promise.all(REFRESH[call].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
