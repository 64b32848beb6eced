import { readStorage, STORAGE_KEYS } from '../../lib/storage';

/** Seller session info kept in localStorage shopInfo (spec 3 "Seller session"). */
export interface ShopInfo {
  sellerId?: string | number;
  user?: string;
  staff?: string;
  registerDate?: string;
  code?: string;
  name?: string;
  link?: string;
  isShowBranch?: boolean;
  branchName?: string;
  isPlatformAdmin?: boolean;
  approvalStatus?: 'pending' | 'approved' | 'rejected';
  /** An operator's suspension of the active store (decision 0143), or null. */
  suspension?: { reason: string; since: string } | null;
}

export type ShopAcl = Record<string, boolean>;

function readJson<T>(key: (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]): T | null {
  const raw = readStorage(key);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as T) : null;
  } catch {
    return null;
  }
}

export const readShopInfo = () => readJson<ShopInfo>(STORAGE_KEYS.shopInfo);
export const readShopAcl = () => readJson<ShopAcl>(STORAGE_KEYS.shopAcl) ?? {};
