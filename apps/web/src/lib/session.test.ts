import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeBase64Utf8, encodeBase64Utf8 } from './base64';
import { ANONYMOUS_USER_ID, buildUsersessionHeader, ensureSessionId, getUserId } from './session';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    // biome-ignore lint/suspicious/noDocumentCookie: test cleanup
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

describe('session', () => {
  beforeEach(() => {
    clearCookies();
    // The id is read from the cookie at most once a second: each test starts a second later.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2000);
  });
  afterEach(() => {
    clearCookies();
    vi.useRealTimers();
  });

  it('creates a v4 sessionId cookie once and reuses it', () => {
    const id = ensureSessionId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(document.cookie).toContain(`sessionId=${id}`);
    expect(ensureSessionId()).toBe(id);
  });

  it("uses 'annonymous' without a token and the part before '|' with one", () => {
    expect(getUserId()).toBe(ANONYMOUS_USER_ID);
    expect(ANONYMOUS_USER_ID).toBe('annonymous');
    localStorage.setItem('userToken', '42|secret');
    expect(getUserId()).toBe('42');
  });

  it('encodes Usersession as base64 JSON {sessionId, referrer, userId}', () => {
    localStorage.setItem('userToken', '7|abc');
    const decoded = JSON.parse(decodeBase64Utf8(buildUsersessionHeader()));
    expect(decoded).toEqual({
      sessionId: ensureSessionId(),
      referrer: document.referrer,
      userId: '7',
    });
  });

  it('base64 handles Thai (UTF-8) text', () => {
    const encoded = encodeBase64Utf8('ยางดี');
    expect(encoded).toBe(Buffer.from('ยางดี', 'utf8').toString('base64'));
    expect(decodeBase64Utf8(encoded)).toBe('ยางดี');
  });
});
