import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/render';
import { ApiError, api, NETWORK_ERROR_CODE } from './api';
import { decodeBase64Utf8 } from './base64';

afterEach(() => vi.unstubAllGlobals());

function headersOf(init: RequestInit): Record<string, string> {
  return init.headers as Record<string, string>;
}

describe('api client', () => {
  it('sends Usersession, LocationData and no Authorization when anonymous', async () => {
    const { fetchMock, calls } = mockApi({ '/api/x': () => ({ body: { ok: 1 } }) });
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('location', '{"latitude":13.7,"longitude":100.5}');
    await expect(api.get('/api/x')).resolves.toEqual({ ok: 1 });
    const headers = headersOf(calls[0].init);
    expect(headers.LocationData).toBe('{"latitude":13.7,"longitude":100.5}');
    expect(JSON.parse(decodeBase64Utf8(headers.Usersession)).userId).toBe('annonymous');
    expect(headers.Authorization).toBeUndefined();
  });

  it('sends an empty LocationData without a stored location', async () => {
    const { fetchMock, calls } = mockApi({ '/api/x': () => ({ body: {} }) });
    vi.stubGlobal('fetch', fetchMock);
    await api.get('/api/x');
    expect(headersOf(calls[0].init).LocationData).toBe('');
  });

  it('sends the customer bearer token, and the seller token on seller paths', async () => {
    const { fetchMock, calls } = mockApi({
      '/api/order/a': () => ({ body: {} }),
      '/api/seller/b': () => ({ body: {} }),
    });
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('userToken', '1|user');
    localStorage.setItem('sellerTokenV2', '9|seller');
    await api.post('/api/order/a', { a: 1 });
    await api.get('/api/seller/b');
    expect(headersOf(calls[0].init).Authorization).toBe('Bearer 1|user');
    expect(calls[0].body).toEqual({ a: 1 });
    expect(headersOf(calls[1].init).Authorization).toBe('Bearer 9|seller');
  });

  it('rejects with ApiError carrying status, code, message and fieldErrors', async () => {
    const { fetchMock } = mockApi({
      '/api/bad': () => ({
        status: 422,
        body: {
          success: false,
          message: 'กรุณากรอกข้อมูลให้ครบถ้วน',
          code: 'VALIDATION',
          fieldErrors: { tel: 'x' },
        },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const error = await api.post('/api/bad', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION',
      message: 'กรุณากรอกข้อมูลให้ครบถ้วน',
      fieldErrors: { tel: 'x' },
    });
  });

  it('turns a network failure into an ApiError', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 0, code: NETWORK_ERROR_CODE });
  });
});
