import { describe, expect, it } from 'vitest';
import type { StockRowText } from './stock.repository';
import { StockRowTexts } from './stock-row-texts';

const row = (id: number, version: string, text = `{"id":${id}}`): StockRowText => ({
  id,
  version,
  json: Buffer.from(text),
});

describe('the offers’ texts held for get-stock-all (decision 0188)', () => {
  it('gives back a shop’s texts under the catalogue version they were written at', () => {
    const held = new StockRowTexts(1_000);
    held.remember(1, 'c1', [row(10, '100'), row(11, '101')]);
    expect(held.rowsOf(1, 'c1')?.get(10)).toEqual(row(10, '100'));
    expect(held.rowsOf(2, 'c1')).toBeUndefined();
  });

  it('drops a shop’s texts when the catalogue has changed since they were written', () => {
    const held = new StockRowTexts(1_000);
    held.remember(1, 'c1', [row(10, '100')]);
    expect(held.rowsOf(1, 'c2')).toBeUndefined();
    expect(held.size).toEqual({ shops: 0, bytes: 0 });
    held.remember(1, 'c2', [row(11, '105')]);
    held.remember(1, 'c3', [row(12, '106')]);
    expect([...(held.rowsOf(1, 'c3')?.keys() ?? [])]).toEqual([12]);
  });

  it('a newer version of an offer replaces the older text, and the bytes are counted once', () => {
    const held = new StockRowTexts(1_000);
    held.remember(1, 'c1', [row(10, '100', 'aaaa')]);
    held.remember(1, 'c1', [row(10, '120', 'bb')]);
    expect(held.rowsOf(1, 'c1')?.get(10)?.version).toBe('120');
    expect(held.size).toEqual({ shops: 1, bytes: 2 });
    expect(held.counts.written).toBe(2);
  });

  it('keeps only the offers of the shop’s whole list: deleted offers leave', () => {
    const held = new StockRowTexts(1_000);
    held.remember(1, 'c1', [row(10, '1', 'xx'), row(11, '1', 'yyy'), row(12, '1', 'z')]);
    held.keepOnly(1, new Set([10, 12]));
    expect([...(held.rowsOf(1, 'c1')?.keys() ?? [])]).toEqual([10, 12]);
    expect(held.size.bytes).toBe(3);
  });

  it('stays within its bytes: the shop used longest ago leaves first', () => {
    const held = new StockRowTexts(10);
    held.remember(1, 'c', [row(1, '1', 'aaaa')]);
    held.remember(2, 'c', [row(2, '1', 'bbbb')]);
    held.rowsOf(1, 'c');
    held.remember(3, 'c', [row(3, '1', 'cccc')]);
    expect(held.rowsOf(2, 'c')).toBeUndefined();
    expect(held.rowsOf(1, 'c')?.size).toBe(1);
    expect(held.rowsOf(3, 'c')?.size).toBe(1);
    expect(held.size).toEqual({ shops: 2, bytes: 8 });
  });
});
