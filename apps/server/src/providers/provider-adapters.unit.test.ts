import { describe, expect, it } from 'vitest';
import { createRecaptcha } from './captcha/captcha-provider';
import { ThaiBulkSms } from './sms/thaibulksms';
import { createFacebookVerifier } from './social/facebook';
import { createLineVerifier } from './social/line';

// The real adapters, stubbed only at their HTTP boundary (ARCHITECTURE convention 8): what each
// sends to its provider, and that a provider's "no" (or a token issued to someone else's app)
// never becomes a sign-in.

type Call = { url: string; init: RequestInit | undefined };

/** A fetch that answers from a table of URL prefixes and records every request. */
function fakeFetch(routes: Array<[string, number, unknown]>) {
  const calls: Call[] = [];
  const impl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const route = routes.find(([prefix]) => url.startsWith(prefix));
    if (!route) return new Response('not found', { status: 404 });
    return new Response(JSON.stringify(route[2]), {
      status: route[1],
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { impl, calls };
}

describe('ThaiBulkSMS adapter', () => {
  it('posts msisdn, message and sender with basic auth of key and secret', async () => {
    const { impl, calls } = fakeFetch([['https://api-v2.thaibulksms.com/sms', 201, {}]]);
    const sms = new ThaiBulkSms({ apiKey: 'key', apiSecret: 'secret', sender: 'YangDee' }, impl);
    await sms.send('0812345678', 'รหัส OTP 123456');
    expect(calls).toHaveLength(1);
    const headers = calls[0].init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Basic ${Buffer.from('key:secret').toString('base64')}`);
    const body = new URLSearchParams(String(calls[0].init?.body));
    expect(Object.fromEntries(body)).toEqual({
      msisdn: '0812345678',
      message: 'รหัส OTP 123456',
      sender: 'YangDee',
    });
  });

  it('rejects when the gateway refuses, without the message text in the error', async () => {
    const { impl } = fakeFetch([['https://api-v2.thaibulksms.com/sms', 401, {}]]);
    const sms = new ThaiBulkSms({ apiKey: 'k', apiSecret: 's', sender: 'YangDee' }, impl);
    const error = await sms.send('0812345678', 'รหัส 654321').catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect(String(error)).not.toContain('654321');
  });
});

describe('LINE Login adapter', () => {
  const verifyUrl = 'https://api.line.me/oauth2/v2.1/verify';
  const profileUrl = 'https://api.line.me/v2/profile';

  it('accepts a token issued to our channel and answers the LINE user id and name', async () => {
    const { impl, calls } = fakeFetch([
      [verifyUrl, 200, { client_id: '1650000000', expires_in: 2000 }],
      [profileUrl, 200, { userId: 'U123', displayName: 'คุณไลน์' }],
    ]);
    const verify = createLineVerifier('1650000000', 'channel-secret', impl);
    expect(await verify({ accessToken: 'tok' })).toEqual({ id: 'U123', name: 'คุณไลน์' });
    expect(((calls[1].init?.headers ?? {}) as Record<string, string>).Authorization).toBe(
      'Bearer tok',
    );
  });

  it("refuses another channel's token, an expired one and a provider error", async () => {
    for (const info of [
      { client_id: '999', expires_in: 2000 },
      { client_id: '1650000000', expires_in: 0 },
    ]) {
      const { impl } = fakeFetch([
        [verifyUrl, 200, info],
        [profileUrl, 200, { userId: 'U123', displayName: 'x' }],
      ]);
      expect(await createLineVerifier('1650000000', 's', impl)({ accessToken: 't' })).toBeNull();
    }
    const { impl } = fakeFetch([[verifyUrl, 400, { error: 'invalid_request' }]]);
    expect(await createLineVerifier('1650000000', 's', impl)({ accessToken: 't' })).toBeNull();
  });

  it('exchanges an authorization code with the channel secret first', async () => {
    const { impl, calls } = fakeFetch([
      ['https://api.line.me/oauth2/v2.1/token', 200, { access_token: 'from-code' }],
      [verifyUrl, 200, { client_id: '1650000000', expires_in: 2000 }],
      [profileUrl, 200, { userId: 'U9', displayName: 'โค้ด' }],
    ]);
    const verify = createLineVerifier('1650000000', 'channel-secret', impl);
    const profile = await verify({ code: 'abc', redirectUri: 'https://yangdee.test/login' });
    expect(profile).toEqual({ id: 'U9', name: 'โค้ด' });
    const exchange = new URLSearchParams(String(calls[0].init?.body));
    expect(exchange.get('client_secret')).toBe('channel-secret');
    expect(exchange.get('redirect_uri')).toBe('https://yangdee.test/login');
    expect(calls[1].url).toContain('access_token=from-code');
  });
});

describe('Facebook Login adapter', () => {
  const graph = 'https://graph.facebook.com/v19.0';

  it('checks the token with debug_token using the app token, then reads /me', async () => {
    const { impl, calls } = fakeFetch([
      [`${graph}/debug_token`, 200, { data: { is_valid: true, app_id: 'app1', user_id: '42' } }],
      [`${graph}/me`, 200, { id: '42', name: 'คุณเฟซบุ๊ก' }],
    ]);
    const verify = createFacebookVerifier('app1', 'app-secret', impl);
    expect(await verify('user-token')).toEqual({ id: '42', name: 'คุณเฟซบุ๊ก' });
    const debug = new URL(calls[0].url);
    expect(debug.searchParams.get('input_token')).toBe('user-token');
    expect(debug.searchParams.get('access_token')).toBe('app1|app-secret');
  });

  it('refuses a token of another app, an invalid one, or /me of another user', async () => {
    const cases: Array<[unknown, unknown]> = [
      [{ data: { is_valid: true, app_id: 'other-app', user_id: '42' } }, { id: '42' }],
      [{ data: { is_valid: false, app_id: 'app1', user_id: '42' } }, { id: '42' }],
      [{ data: { is_valid: true, app_id: 'app1', user_id: '42' } }, { id: '43' }],
    ];
    for (const [debug, me] of cases) {
      const { impl } = fakeFetch([
        [`${graph}/debug_token`, 200, debug],
        [`${graph}/me`, 200, me],
      ]);
      expect(await createFacebookVerifier('app1', 's', impl)('t')).toBeNull();
    }
  });
});

describe('reCAPTCHA adapter', () => {
  it('passes only when siteverify says success', async () => {
    const url = 'https://www.google.com/recaptcha/api/siteverify';
    const yes = fakeFetch([[url, 200, { success: true }]]);
    expect(await createRecaptcha('secret', yes.impl).verify('token', '1.2.3.4')).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(String(yes.calls[0].init?.body)))).toEqual({
      secret: 'secret',
      response: 'token',
      remoteip: '1.2.3.4',
    });
    const no = fakeFetch([[url, 200, { success: false }]]);
    expect(await createRecaptcha('secret', no.impl).verify('token', '1.2.3.4')).toBe(false);
  });
});
