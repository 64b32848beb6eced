import { queryOptions } from '@tanstack/react-query';
import { THAI_ADDRESS_DATA_VERSION, type ThaiAddressData } from '@yangdee/contracts/thai-address';
import { api } from './api';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

// Spec 7 "Addresses": the full Thai address data, cached locally with its version and fetched
// again when the stored version differs from the one this app expects. Its schema (zod) is fetched
// with the data, not with the page that shows an address input (decision 0175).

const loadSchema = () =>
  import('@yangdee/contracts/thai-address-schema').then((m) => m.ThaiAddressDataSchema);

export async function readCachedAddressData(): Promise<ThaiAddressData | null> {
  const raw = readStorage(STORAGE_KEYS.addressData);
  if (!raw) return null;
  const schema = await loadSchema();
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    if (!parsed.success || parsed.data.version !== THAI_ADDRESS_DATA_VERSION) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

export async function loadAddressData(): Promise<ThaiAddressData> {
  const cached = await readCachedAddressData();
  if (cached) return cached;
  const [schema, answer] = await Promise.all([
    loadSchema(),
    api.get<unknown>('/api/master/address-data'),
  ]);
  const fresh = schema.parse(answer);
  writeStorage(STORAGE_KEYS.addressData, JSON.stringify(fresh));
  return fresh;
}

export const addressDataQueryOptions = () =>
  queryOptions({
    queryKey: ['master', 'address-data', THAI_ADDRESS_DATA_VERSION],
    queryFn: loadAddressData,
    staleTime: Number.POSITIVE_INFINITY,
  });
