import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client';
import { Catalogue, catalogueOf } from './catalogue';

// A database handle stand-in: making a catalogue and its copies reads nothing.
const handle = () => ({}) as DbOrTx;

describe('the catalogue of a database handle (decision 0154)', () => {
  it('is one per handle, held on the handle: two handles share nothing', () => {
    const a = handle();
    const b = handle();
    expect(catalogueOf(a)).toBe(catalogueOf(a));
    expect(catalogueOf(a)).not.toBe(catalogueOf(b));
    expect(catalogueOf(a).listing(500)).not.toBe(catalogueOf(b).listing(500));
    expect(catalogueOf(a).tyrePages(500)).not.toBe(catalogueOf(b).tyrePages(500));
    expect(Object.keys(a)).toEqual([]);
  });

  it('makes its copies on first use and keeps them', () => {
    const catalogue = new Catalogue(handle());
    expect(catalogue.listingIfMade).toBeNull();
    expect(catalogue.tyrePagesIfMade).toBeNull();
    const listing = catalogue.listing(500);
    const pages = catalogue.tyrePages(500);
    expect(catalogue.listing(0)).toBe(listing);
    expect(catalogue.tyrePages(0)).toBe(pages);
    expect(catalogue.listingIfMade).toBe(listing);
    expect(catalogue.tyrePagesIfMade).toBe(pages);
  });

  it('a fresh catalogue of the same handle starts empty', () => {
    const db = handle();
    catalogueOf(db).tyrePages(500);
    expect(new Catalogue(db).tyrePagesIfMade).toBeNull();
  });
});
