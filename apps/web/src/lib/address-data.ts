import { queryOptions } from '@tanstack/react-query';
import {
  THAI_ADDRESS_DATA_VERSION,
  type ThaiAddressData,
  ThaiAddressDataSchema,
} from '@yangdee/contracts/thai-address';
import { api } from './api';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

// Spec 7 "Addresses": the full Thai address data, cached locally with its version and fetched
// again when the stored version differs from the one this app expects.

export function readCachedAddressData(): ThaiAddressData | null {
  const raw = readStorage(STORAGE_KEYS.addressData);
  if (!raw) return null;
  try {
    const parsed = ThaiAddressDataSchema.safeParse(JSON.parse(raw));
    if (!parsed.success || parsed.data.version !== THAI_ADDRESS_DATA_VERSION) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

export async function loadAddressData(): Promise<ThaiAddressData> {
  const cached = readCachedAddressData();
  if (cached) return cached;
  const fresh = ThaiAddressDataSchema.parse(await api.get<unknown>('/api/master/address-data'));
  writeStorage(STORAGE_KEYS.addressData, JSON.stringify(fresh));
  return fresh;
}

export const addressDataQueryOptions = () =>
  queryOptions({
    queryKey: ['master', 'address-data', THAI_ADDRESS_DATA_VERSION],
    queryFn: loadAddressData,
    staleTime: Number.POSITIVE_INFINITY,
  });
