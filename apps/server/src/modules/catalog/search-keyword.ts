// Reads the free-text keyword of the tyre search (spec 2.1 /search, /tire ?k=): a tyre size in any
// common spelling becomes a size filter, a brand word (Thai or English) becomes a brand filter,
// and only what remains is matched as text. Resolving brand words keeps the costly unselective
// ILIKE off the hot path (ARCHITECTURE "Search cost").

export type BrandWord = { slug: string; nameEn: string; nameTh: string };

export type ParsedKeyword = {
  /** Digits of a full size, e.g. '2656517' (tyre_sizes.compact). */
  sizeCompact: string | null;
  /** A brand named in the keyword. */
  brandSlug: string | null;
  /** Words left to match against model names and tyre types. */
  words: string[];
};

/**
 * 2656517, 265/65R17, 265 65 17, 265/65 R17, 265-65-17, 265/65ZR17: width (3 digits), ratio
 * (2 digits), rim (2 digits), in any of the separators people type.
 */
const SIZE_PATTERN = /(?<!\d)(\d{3})\s*[/\s-]?\s*(\d{2})\s*(?:z?r|[/\s-])?\s*(\d{2})(?!\d)/i;

/** Words that say "tyre" or "price" and narrow nothing. */
const STOPWORDS = new Set([
  'ยาง',
  'ยางรถ',
  'ยางรถยนต์',
  'ราคา',
  'ราคายาง',
  'ขนาด',
  'ยี่ห้อ',
  'รุ่น',
  'tyre',
  'tyres',
  'tire',
  'tires',
  'size',
]);

export function parseSizeKeyword(text: string): string | null {
  const m = SIZE_PATTERN.exec(text);
  return m ? `${m[1]}${m[2]}${m[3]}` : null;
}

export function parseKeyword(keyword: string, brandWords: readonly BrandWord[]): ParsedKeyword {
  let rest = keyword.normalize('NFC').toLowerCase().trim();

  let sizeCompact: string | null = null;
  const size = SIZE_PATTERN.exec(rest);
  if (size) {
    sizeCompact = `${size[1]}${size[2]}${size[3]}`;
    rest = `${rest.slice(0, size.index)} ${rest.slice(size.index + size[0].length)}`;
  }

  // The longest brand spelling found wins ("bf goodrich" before "goodrich"-like overlaps).
  let brandSlug: string | null = null;
  let best = '';
  for (const b of brandWords) {
    for (const spelling of [b.nameTh, b.nameEn, b.slug, b.slug.replace(/-/g, ' ')]) {
      const s = spelling.toLowerCase().trim();
      if (s.length >= 2 && s.length > best.length && rest.includes(s)) {
        best = s;
        brandSlug = b.slug;
      }
    }
  }
  if (best) rest = rest.replace(best, ' ');

  const words = rest
    .split(/[\s,;:()"'!?+]+/)
    .filter((w) => w.length > 0 && !STOPWORDS.has(w))
    .slice(0, 5);
  return { sizeCompact, brandSlug, words };
}

/** Escapes LIKE wildcards so a word matches literally inside `%…%`. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
