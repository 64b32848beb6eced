import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AttachedOffersResponse,
  ToggleMatchingResponse,
  ToggleProductResponse,
} from '@yangdee/contracts/offer-attach';
import type {
  OfferPromotionsResponse,
  PromotionListResponse,
  PromotionSavedResponse,
  SavePromotionInput,
} from '@yangdee/contracts/seller-promotions';
import type { StockFilter } from '@yangdee/contracts/seller-stock';
import { api } from '../../../lib/api';

// The shop's promotions (spec 7 get-seller-promotion, save-promotion, update-promotion-product,
// toggle-product-promotion, delete-promotion; ours: get-promotion-product,
// toggle-matching-product-promotion). Every key starts with 'seller-promotions'.

export const SELLER_PROMOTIONS_KEY = 'seller-promotions';

export const promotionsQueryOptions = () =>
  queryOptions({
    queryKey: [SELLER_PROMOTIONS_KEY, 'list'],
    queryFn: () => api.post<PromotionListResponse>('/api/seller/get-seller-promotion', {}),
    retry: false,
  });

export const promotionOffersKey = (id: number) => [SELLER_PROMOTIONS_KEY, 'offers', id] as const;
export const loadPromotionOffers = (id: number) =>
  api.post<AttachedOffersResponse>('/api/seller/get-promotion-product', { sellerPromotionId: id });

export const offerPromotionsQueryOptions = (sellerProductId: number) =>
  queryOptions({
    queryKey: [SELLER_PROMOTIONS_KEY, 'of-offer', sellerProductId],
    queryFn: () =>
      api.post<OfferPromotionsResponse>('/api/seller/update-promotion-product', {
        sellerProductId,
        category: '',
      }),
    retry: false,
  });

export const toggleProductPromotion = (
  sellerPromotionId: number,
  sellerProductId: number,
  isSelect: boolean,
) =>
  api.post<ToggleProductResponse>('/api/seller/toggle-product-promotion', {
    sellerPromotionId,
    sellerProductId,
    isSelect,
  });

export const toggleMatchingProductPromotion = (
  sellerPromotionId: number,
  filter: StockFilter,
  isSelect: boolean,
) =>
  api.post<ToggleMatchingResponse>('/api/seller/toggle-matching-product-promotion', {
    sellerPromotionId,
    filter,
    isSelect,
  });

/** Any change: every promotion view (list counts, one promotion's offers, an offer's list). */
function useInvalidating<T, R>(run: (body: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SELLER_PROMOTIONS_KEY] }),
  });
}

export const useSavePromotion = () =>
  useInvalidating((body: SavePromotionInput) =>
    api.post<PromotionSavedResponse>('/api/seller/save-promotion', body),
  );

export const useDeletePromotion = () =>
  useInvalidating((sellerPromotionId: number) =>
    api.post<{ message: string }>('/api/seller/delete-promotion', { sellerPromotionId }),
  );

/** A picked file as a data: URL (the server reads the bytes, not the name or type). */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
