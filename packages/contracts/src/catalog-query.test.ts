import { describe, expect, it } from 'vitest';
import { productIdFromParam, productParam, toKebab } from './catalog-query';

describe('product param', () => {
  it('is the id, a dot and the kebab of brand, model and size', () => {
    expect(productParam(123, 'michelin', 'primacy-4', '205/55R16')).toBe(
      '123.michelin-primacy-4-205-55r16',
    );
    expect(productParam(7, 'bf-goodrich', 'all-terrain-t-a-ko2', 'LT265/65R17')).toBe(
      '7.bf-goodrich-all-terrain-t-a-ko2-lt265-65r17',
    );
    expect(toKebab('  Dueler H/T 684 II ')).toBe('dueler-h-t-684-ii');
  });

  it('reads only the id before the first dot', () => {
    expect(productIdFromParam('123.michelin-primacy-4-205-55r16')).toBe(123);
    expect(productIdFromParam('123')).toBe(123);
    expect(productIdFromParam('123.a.b')).toBe(123);
    expect(productIdFromParam(productParam(42, 'a', 'b', '1/2R3'))).toBe(42);
  });

  it.each(['', 'abc', '.123', '0.x', '-5.x', '12a.x', '99999999999.x', null, undefined])(
    'rejects %s',
    (param) => expect(productIdFromParam(param)).toBeNull(),
  );
});
