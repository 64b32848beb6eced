import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { SellerSessionResponse } from '@yangdee/contracts/seller-session';
import type {
  ApprovalStatus,
  BranchListResponse,
  PictureCheckResponse,
  SellerListResponse,
} from '@yangdee/contracts/seller-switching';
import { api } from '../../../lib/api';

// Branch and store switching, approval and the storefront picture check (spec 2.7, 2.8).

export const branchListQueryOptions = (keyword: string, page: number) =>
  queryOptions({
    queryKey: ['seller', 'branch-list', keyword, page],
    queryFn: () =>
      api.post<BranchListResponse>(
        '/api/seller/get-branch-list',
        { keyword, page },
        {
          auth: 'seller',
        },
      ),
    placeholderData: keepPreviousData,
  });

export const sellerListQueryOptions = (
  keyword: string,
  page: number,
  approvalStatus?: ApprovalStatus,
) =>
  queryOptions({
    queryKey: ['seller', 'all-seller-list', keyword, page, approvalStatus ?? 'all'],
    queryFn: () =>
      api.post<SellerListResponse>(
        '/api/seller/all-seller-list',
        { keyword, page, approvalStatus },
        { auth: 'seller' },
      ),
    placeholderData: keepPreviousData,
  });

export function useChangeBranch() {
  return useMutation({
    mutationFn: (branchId: number) =>
      api.post<SellerSessionResponse>(
        '/api/seller/change-branch',
        { branchId },
        {
          auth: 'seller',
        },
      ),
  });
}

export function useChangeSeller() {
  return useMutation({
    mutationFn: (sellerId: number) =>
      api.post<SellerSessionResponse>(
        '/api/seller/change-seller',
        { sellerId },
        {
          auth: 'seller',
        },
      ),
  });
}

export function useApproveStore() {
  return useMutation({
    mutationFn: (input: { sellerId: number; approve: boolean }) =>
      api.post<{ success: true; approvalStatus: ApprovalStatus }>(
        '/api/seller/approve-store',
        input,
        { auth: 'seller' },
      ),
  });
}

export const pictureCheckQueryOptions = (sellerId: number | string | undefined) =>
  queryOptions({
    queryKey: ['seller', 'picture-check', sellerId],
    queryFn: () =>
      api.get<PictureCheckResponse>('/api/seller/check-picture-profile', { auth: 'seller' }),
    retry: false,
    staleTime: 60_000,
  });
