import { describe, expect, it } from 'vitest';
import {
  compareTyreSizes,
  computeTyreDimensions,
  formatTyreSize,
  parseTyreSize,
} from './tyre-size-math';

const s = (width: number, ratio: number, diameter: number) => ({ width, ratio, diameter });

describe('computeTyreDimensions', () => {
  it('computes 265/65R17 in millimetres', () => {
    expect(computeTyreDimensions(s(265, 65, 17))).toEqual({
      sectionWidthMm: 265,
      sidewallHeightMm: 172.3,
      rimDiameterMm: 431.8,
      overallDiameterMm: 776.3,
      circumferenceMm: 2438.8,
      revolutionsPerKm: 410,
    });
  });

  it('computes 205/55R16', () => {
    const d = computeTyreDimensions(s(205, 55, 16));
    expect(d.sidewallHeightMm).toBe(112.8);
    expect(d.rimDiameterMm).toBe(406.4);
    expect(d.overallDiameterMm).toBe(631.9);
    expect(d.revolutionsPerKm).toBe(504);
  });
});

describe('compareTyreSizes', () => {
  it('265/65R17 → 265/60R18 stays within ±3 %: no warning', () => {
    const c = compareTyreSizes(s(265, 65, 17), s(265, 60, 18));
    expect(c.target.overallDiameterMm).toBe(775.2);
    expect(c.diameterDifferencePercent).toBe(-0.14);
    expect(c.isWarning).toBe(false);
    expect(c.speedometer).toEqual([
      { shownKmh: 60, actualKmh: 59.9 },
      { shownKmh: 80, actualKmh: 79.9 },
      { shownKmh: 100, actualKmh: 99.9 },
      { shownKmh: 120, actualKmh: 119.8 },
    ]);
  });

  it('265/65R17 → 265/70R17 grows 3.41 %: warning, and the car is faster than shown', () => {
    const c = compareTyreSizes(s(265, 65, 17), s(265, 70, 17));
    expect(c.diameterDifferencePercent).toBe(3.41);
    expect(c.isWarning).toBe(true);
    expect(c.speedometer[2]).toEqual({ shownKmh: 100, actualKmh: 103.4 });
  });

  it('a smaller tyre beyond −3 % warns too', () => {
    const c = compareTyreSizes(s(265, 65, 17), s(245, 60, 17));
    expect(c.diameterDifferencePercent).toBeLessThan(-3);
    expect(c.isWarning).toBe(true);
  });

  it('the same size differs by nothing', () => {
    const c = compareTyreSizes(s(205, 55, 16), s(205, 55, 16));
    expect(c.diameterDifferencePercent).toBe(0);
    expect(c.speedometer.map((r) => r.actualKmh)).toEqual([60, 80, 100, 120]);
  });

  it('the rule is "more than 3 %": 2.99 % passes, −3.001 % warns', () => {
    expect(compareTyreSizes(s(265, 65, 17), s(265, 55, 20))).toMatchObject({
      diameterDifferencePercent: 2.99,
      isWarning: false,
    });
    expect(compareTyreSizes(s(265, 65, 17), s(245, 50, 20))).toMatchObject({
      diameterDifferencePercent: -3,
      isWarning: true,
    });
  });
});

describe('parseTyreSize', () => {
  it.each([
    '265/65R17',
    '265/65r17',
    '265/65 R17',
    '265/65ZR17',
    '2656517',
    '265 65 17',
    '265-65-17',
    ' 265/65/17 ',
  ])('reads %s', (text) => {
    expect(parseTyreSize(text)).toEqual(s(265, 65, 17));
  });

  it.each(['', 'abc', '265/65', '26565170', '999/65R17', '265/05R17', '265/65R40'])(
    'rejects %s',
    (text) => {
      expect(parseTyreSize(text)).toBeNull();
    },
  );

  it('formats back to the canonical label', () => {
    expect(formatTyreSize(s(265, 60, 18))).toBe('265/60R18');
  });
});
