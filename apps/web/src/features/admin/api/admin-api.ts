import type { OperatorProfile } from '@yangdee/contracts/operators';
import { api } from '../../../lib/api';
import { removeStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage';

// The operator console's calls (issue 32 item 4, decision 0142): the API client with the operator
// token (never the shop's or the shopper's); a 401 ends the console session and goes to
// /admin/login, back to this page after signing in (lib/api, decision 0155). Failed calls reject
// with ApiError.
//
//   const data = await adminApi.get<MyList>('/api/admin/refunds?page=1');
//   await adminApi.post('/api/admin/refunds/7/mark-paid', { reference });
//   const { blob, filename } = await adminApi.download('/api/admin/payouts/3/bank-file');

export function storeOperatorToken(token: string): void {
  writeStorage(STORAGE_KEYS.operatorToken, token);
}

export function clearOperatorSession(): void {
  removeStorage(STORAGE_KEYS.operatorToken);
}

const operator = (options?: { signal?: AbortSignal }) => ({
  ...options,
  auth: 'operator' as const,
});

export const adminApi = {
  get: <T>(path: string, options?: { signal?: AbortSignal }): Promise<T> =>
    api.get<T>(path, operator(options)),
  post: <T>(path: string, body: unknown = {}, options?: { signal?: AbortSignal }): Promise<T> =>
    api.post<T>(path, body, operator(options)),
  /** A file (bank file, statement, .xlsx): GET, or POST when a body is given. */
  download: (path: string, body?: unknown): Promise<{ blob: Blob; filename: string }> =>
    api.download(path, body, operator()),
};

export type MeResponse = { success: true; operator: OperatorProfile };
export const ADMIN_ME_KEY = ['admin', 'me'] as const;
