import { PROVINCES } from '@yangdee/contracts/provinces';
import { describe, expect, it } from 'vitest';
import { getAddressData } from './address-data';

describe('Thai address data', () => {
  const data = getAddressData();

  it('has version 5 and the 77 provinces of spec 9, Bangkok first and Bueng Kan last', () => {
    expect(data.version).toBe(5);
    expect(data.provinces.map((p) => p.name)).toEqual(PROVINCES.map((p) => p.name));
  });

  it('nests districts and sub-districts with five-digit post codes', () => {
    const tumbons = data.provinces.flatMap((p) => p.listAmphur.flatMap((a) => a.listTumbon));
    expect(tumbons.length).toBeGreaterThan(7000);
    expect(tumbons.every((t) => /^\d{5}$/.test(t.postcode))).toBe(true);
  });
});
