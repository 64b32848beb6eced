import { describe, expect, it } from 'vitest';
import { containsPattern, parseKeyword, parseSizeKeyword } from './search-keyword';

const brands = [
  { slug: 'michelin', nameEn: 'Michelin', nameTh: 'มิชลิน' },
  { slug: 'bf-goodrich', nameEn: 'BFGoodrich', nameTh: 'บีเอฟกูดริช' },
];

describe('tyre search keyword', () => {
  it.each([
    '2656517',
    '265/65R17',
    '265 65 17',
    '265/65 R17',
    '265-65-17',
    '265/65ZR17',
    'ยาง 265/65r17',
  ])('reads %s as size 2656517', (k) => expect(parseSizeKeyword(k)).toBe('2656517'));

  it('does not read other numbers as a size', () => {
    expect(parseSizeKeyword('primacy 4')).toBeNull();
    expect(parseSizeKeyword('26565170')).toBeNull();
  });

  it('turns brand words (Thai, English, slug) into a brand and drops "tyre" words', () => {
    expect(parseKeyword('ยางมิชลิน', brands)).toEqual({
      sizeCompact: null,
      brandSlug: 'michelin',
      words: [],
    });
    expect(parseKeyword('Michelin Primacy 4', brands)).toEqual({
      sizeCompact: null,
      brandSlug: 'michelin',
      words: ['primacy', '4'],
    });
    expect(parseKeyword('bf goodrich 265/65R17 ราคา', brands)).toEqual({
      sizeCompact: '2656517',
      brandSlug: 'bf-goodrich',
      words: [],
    });
    expect(parseKeyword('ยางรถกระบะ', brands).words).toEqual(['ยางรถกระบะ']);
  });

  it('escapes LIKE wildcards', () => {
    expect(containsPattern('50%_off')).toBe('%50\\%\\_off%');
  });
});
