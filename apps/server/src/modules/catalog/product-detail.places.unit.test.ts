import { describe, expect, it } from 'vitest';
import { distanceM, toRadPoint } from '../../lib/geo';
import { Places } from './product-detail.places';

describe('shops’ places, kept once for every tyre page (decision 0130)', () => {
  it('numbers each place once, however many offers and pages ask for it', () => {
    const places = new Places();
    const bangkok = places.of(13.7563, 100.5018);
    const chiangMai = places.of(18.7883, 98.9853);
    expect(places.of(13.7563, 100.5018)).toBe(bangkok);
    expect(chiangMai).not.toBe(bangkok);
    // Same latitude, another longitude: another place.
    expect(places.of(13.7563, 100.6)).not.toBe(bangkok);
    expect(places.size).toBe(3);
  });

  it('keeps each place in radians with cos(latitude): the same distances as the point itself', () => {
    const places = new Places();
    const here = toRadPoint(13.75, 100.5);
    const points = Array.from({ length: 3000 }, (_, i) => [5 + i / 200, 97 + i / 300] as const);
    const numbers = points.map(([lat, lon]) => places.of(lat, lon));
    // Past its first room (1,024 places) every earlier place is still where it was.
    points.forEach(([lat, lon], i) => {
      const at = numbers[i];
      const own = toRadPoint(lat, lon);
      expect(distanceM(places.latRad[at], places.lonRad[at], places.cosLat[at], here)).toBe(
        distanceM(own.latRad, own.lonRad, own.cosLat, here),
      );
    });
  });
});
