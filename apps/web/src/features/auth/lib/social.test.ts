import { describe, expect, it } from 'vitest';
import { parseSignInConfig } from '../../../lib/app-config';
import { buildAuthorizeUrl, takeSocialCallback } from './social';

describe('social sign-in redirects', () => {
  it('use the sandbox pages by default and the providers when configured', () => {
    const sandbox = parseSignInConfig('{}');
    expect(buildAuthorizeUrl('line', sandbox, 's1')).toMatch(/^\/dev\/social\/line\/authorize\?/);
    const real = parseSignInConfig(
      JSON.stringify({
        lineProvider: 'line',
        lineChannelId: '123',
        facebookProvider: 'facebook',
        facebookAppId: '9',
      }),
    );
    const line = new URL(buildAuthorizeUrl('line', real, 's2'));
    expect(line.host).toBe('access.line.me');
    expect(line.searchParams.get('client_id')).toBe('123');
    expect(line.searchParams.get('state')).toBe('s2');
    const fb = new URL(buildAuthorizeUrl('facebook', real, 's3'));
    expect(fb.searchParams.get('response_type')).toBe('token');
  });

  it('accept an answer only with the state we stored, once', () => {
    window.sessionStorage.setItem(
      'socialSignIn',
      JSON.stringify({ provider: 'line', state: 'abc', redirect: '//evil.example' }),
    );
    const forged = {
      hash: '#access_token=t&state=other',
      search: '',
      pathname: '/login',
    } as Location;
    expect(takeSocialCallback(forged)).toBeNull();

    window.sessionStorage.setItem(
      'socialSignIn',
      JSON.stringify({ provider: 'line', state: 'abc', redirect: '/cart' }),
    );
    const good = { hash: '#access_token=t&state=abc', search: '', pathname: '/login' } as Location;
    expect(takeSocialCallback(good)).toMatchObject({
      provider: 'line',
      accessToken: 't',
      redirect: '/cart',
    });
    expect(takeSocialCallback(good)).toBeNull();
  });

  it('send a LINE link back to /my/notifications, where a sign-in answer is not taken', () => {
    const sandbox = parseSignInConfig('{}');
    const url = new URL(buildAuthorizeUrl('line', sandbox, 's4', 'link'), window.location.origin);
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/my/notifications`);

    const answer = {
      hash: '#access_token=t&state=l1',
      search: '',
      pathname: '/my/notifications',
    } as Location;
    window.sessionStorage.setItem(
      'socialSignIn',
      JSON.stringify({ provider: 'line', state: 'l1', redirect: '/', purpose: 'link' }),
    );
    expect(takeSocialCallback(answer)).toBeNull();
    window.sessionStorage.setItem(
      'socialSignIn',
      JSON.stringify({ provider: 'line', state: 'l1', redirect: '/', purpose: 'link' }),
    );
    expect(takeSocialCallback(answer, 'link')).toMatchObject({
      accessToken: 't',
      redirectUri: `${window.location.origin}/my/notifications`,
    });
  });
});
