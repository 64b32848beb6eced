import { describe, expect, it } from 'vitest';
import { formatSessionCookie, readSessionCookie, SESSION_COOKIE } from './session-cookie';

describe('the cart session cookie', () => {
  it('carries a token and a Thai display name there and back', () => {
    const value = formatSessionCookie({ token: 'abc.def-123', display: 'สมชาย ใจดี' });
    expect(value).not.toMatch(/[;,\s"]/);
    const header = `accept=true; ${SESSION_COOKIE}=${value}; other=1`;
    expect(readSessionCookie(header)).toEqual({ token: 'abc.def-123', display: 'สมชาย ใจดี' });
  });

  it('reads no session from a missing, empty or malformed cookie', () => {
    expect(readSessionCookie(undefined)).toBeNull();
    expect(readSessionCookie('accept=true')).toBeNull();
    expect(readSessionCookie(`${SESSION_COOKIE}=`)).toBeNull();
    expect(readSessionCookie(`${SESSION_COOKIE}=%E0%A4`)).toBeNull();
    expect(
      readSessionCookie(`${SESSION_COOKIE}=${encodeURIComponent('{"token":"x"}')}`),
    ).toBeNull();
    expect(readSessionCookie(`${SESSION_COOKIE}=${encodeURIComponent('["",null]')}`)).toBeNull();
  });

  it('keeps a token without a display name', () => {
    const header = `${SESSION_COOKIE}=${formatSessionCookie({ token: 't', display: null })}`;
    expect(readSessionCookie(header)).toEqual({ token: 't', display: null });
  });
});
