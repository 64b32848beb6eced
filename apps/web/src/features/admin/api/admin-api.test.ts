import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { mockApi } from '../../../test/render';
import { adminApi, clearOperatorSession, storeOperatorToken } from './admin-api';

// Issue 32 item 4, decision 0142: the console's calls carry the operator token only, and a 401
// ends the console session and goes to /admin/login.

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function headersOf(init: RequestInit): Record<string, string> {
  return init.headers as Record<string, string>;
}

describe('the operator console API client', () => {
  it('sends the operator token and never the shop’s or the shopper’s', async () => {
    const { fetchMock, calls } = mockApi({ '/api/admin/me': () => ({ body: { ok: 1 } }) });
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('userToken', '1|user');
    localStorage.setItem('sellerTokenV2', '9|seller');
    storeOperatorToken('op-3|operator');
    await expect(adminApi.get('/api/admin/me')).resolves.toEqual({ ok: 1 });
    expect(headersOf(calls[0].init).Authorization).toBe('Bearer op-3|operator');
  });

  it('sends no token at all when no operator is signed in, even with a shop signed in', async () => {
    const { fetchMock, calls } = mockApi({ '/api/admin/login': () => ({ body: {} }) });
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('sellerTokenV2', '9|seller');
    await adminApi.post('/api/admin/login', { username: 'a', password: 'b' });
    expect(headersOf(calls[0].init).Authorization).toBeUndefined();
    expect(calls[0].body).toEqual({ username: 'a', password: 'b' });
  });

  it('ends the console session on a 401 and goes to /admin/login, back to the page after', async () => {
    const { fetchMock } = mockApi({
      '/api/admin/me': () => ({
        status: 401,
        body: { success: false, code: 'TOKEN_INVALID', message: 'เซสชันหมดอายุ' },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/admin/x', search: '?p=2', assign });
    storeOperatorToken('op-3|operator');
    localStorage.setItem('sellerTokenV2', '9|seller');
    const error = await adminApi.get('/api/admin/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('TOKEN_INVALID');
    expect(localStorage.getItem('operatorToken')).toBeNull();
    // The shop's session is not the console's to end.
    expect(localStorage.getItem('sellerTokenV2')).toBe('9|seller');
    expect(assign).toHaveBeenCalledWith(
      `/admin/login?redirect=${encodeURIComponent('/admin/x?p=2')}`,
    );
  });

  it('keeps the session on a 403 (a permission the role lacks)', async () => {
    const { fetchMock } = mockApi({
      '/api/admin/shops': () => ({
        status: 403,
        body: { success: false, code: 'OPERATOR_FORBIDDEN', message: 'ไม่มีสิทธิ์' },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    storeOperatorToken('op-3|operator');
    await expect(adminApi.get('/api/admin/shops')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('operatorToken')).toBe('op-3|operator');
    clearOperatorSession();
    expect(localStorage.getItem('operatorToken')).toBeNull();
  });
});
