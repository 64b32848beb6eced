import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AttachedOffersResponse,
  ToggleMatchingResponse,
  ToggleProductResponse,
} from '@yangdee/contracts/offer-attach';
import type {
  Deleted,
  GetShopServiceBody,
  GetShopWarrantyBody,
  SaveServiceInput,
  SaveWarrantyInput,
  ServiceSaved,
  ShopServiceList,
  ShopWarrantyList,
  WarrantySaved,
} from '@yangdee/contracts/seller-benefits';
import type { StockFilter } from '@yangdee/contracts/seller-stock';
import { api } from '../../../lib/api';
import type { OfferAttachListProps } from '../../seller-offer-attach/components/offer-attach-list';

// /seller/product/warranty and /seller/product/service: spec 7 get-shop-warranty, save-warranty,
// delete-warranty (and the same for services), and attaching one item to the shop's offers
// through the shared attach list (contracts/offer-attach.ts).

export type BenefitKind = 'warranty' | 'service';

const listKey = (kind: BenefitKind) => ['seller', 'benefits', kind] as const;

export const warrantyListQueryOptions = (body: GetShopWarrantyBody) =>
  queryOptions({
    queryKey: [...listKey('warranty'), body],
    queryFn: () => api.post<ShopWarrantyList>('/api/seller/get-shop-warranty', body),
    retry: false,
  });

export const serviceListQueryOptions = (body: GetShopServiceBody) =>
  queryOptions({
    queryKey: [...listKey('service'), body],
    queryFn: () => api.post<ShopServiceList>('/api/seller/get-shop-service', body),
    retry: false,
  });

function useBenefitMutation<TBody, TAnswer>(kind: BenefitKind, path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => api.post<TAnswer>(path, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey(kind) }),
  });
}

export const useSaveWarranty = () =>
  useBenefitMutation<SaveWarrantyInput, WarrantySaved>('warranty', '/api/seller/save-warranty');
export const useDeleteWarranty = () =>
  useBenefitMutation<{ sellerWarrantyId: number }, Deleted>(
    'warranty',
    '/api/seller/delete-warranty',
  );
export const useSaveService = () =>
  useBenefitMutation<SaveServiceInput, ServiceSaved>('service', '/api/seller/save-service');
export const useDeleteService = () =>
  useBenefitMutation<{ sellerServiceId: number }, Deleted>('service', '/api/seller/delete-service');

const ID_KEY = { warranty: 'sellerWarrantyId', service: 'sellerServiceId' } as const;

/** The attach list's calls for one warranty or service (get-*-product, toggle-*). */
export function attachCallsOf(kind: BenefitKind, itemId: number): OfferAttachListProps {
  const idKey = ID_KEY[kind];
  return {
    attachedKey: [...listKey(kind), 'offers', itemId],
    loadAttached: () =>
      api.post<AttachedOffersResponse>(`/api/seller/get-${kind}-product`, { [idKey]: itemId }),
    toggleOne: (sellerProductId: number, isSelect: boolean) =>
      api.post<ToggleProductResponse>(`/api/seller/toggle-product-${kind}`, {
        sellerProductId,
        isSelect,
        [idKey]: itemId,
      }),
    toggleMatching: (filter: StockFilter, isSelect: boolean) =>
      api.post<ToggleMatchingResponse>(`/api/seller/toggle-matching-product-${kind}`, {
        [idKey]: itemId,
        isSelect,
        filter,
      }),
  };
}

export const benefitListKey = listKey;
