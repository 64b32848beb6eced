import { describe, expect, it } from 'vitest';
import { parseLocation, parseUserSession } from './request-context';

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v), 'utf8').toString('base64');

describe('Usersession header', () => {
  it('reads sessionId, referrer and userId from base64 JSON', () => {
    const s = parseUserSession(
      b64({
        sessionId: '3b241101-e2bb-4255-8caf-4136c566a962',
        referrer: 'https://x.th/',
        userId: '12',
      }),
    );
    expect(s).toEqual({
      sessionId: '3b241101-e2bb-4255-8caf-4136c566a962',
      referrer: 'https://x.th/',
      userId: '12',
    });
  });

  it('falls back to the anonymous user (spelled annonymous) for anything broken', () => {
    for (const raw of [undefined, '', '!!!', b64('text'), b64(null), 'x'.repeat(5000)]) {
      expect(parseUserSession(raw)).toEqual({ userId: 'annonymous' });
    }
  });

  it('drops a sessionId that is not a UUID', () => {
    expect(
      parseUserSession(b64({ sessionId: 'abc', userId: 'annonymous' })).sessionId,
    ).toBeUndefined();
  });

  it('keeps Thai text in the referrer intact', () => {
    expect(parseUserSession(b64({ referrer: '/ค้นหา', userId: '1' })).referrer).toBe('/ค้นหา');
  });
});

describe('LocationData header', () => {
  it('reads latitude and longitude', () => {
    expect(parseLocation('{"latitude":13.75,"longitude":100.5}')).toEqual({
      latitude: 13.75,
      longitude: 100.5,
    });
  });

  it('ignores broken or out-of-range values', () => {
    for (const raw of [
      undefined,
      '',
      '{',
      'null',
      '{"latitude":"a","longitude":1}',
      '{"latitude":91,"longitude":0}',
    ]) {
      expect(parseLocation(raw)).toBeNull();
    }
  });
});
