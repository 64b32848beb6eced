import { describe, expect, it } from 'vitest';
import {
  buildSearchUrl,
  currentSearchTab,
  isMobileSearchHidden,
  pickSearchTab,
  splitHighlight,
} from './search-rules';

describe('splitHighlight', () => {
  it('marks every occurrence, ignoring case', () => {
    expect(splitHighlight('Michelin Pilot mich', 'MICH')).toEqual([
      { text: 'Mich', isMatch: true },
      { text: 'elin Pilot ', isMatch: false },
      { text: 'mich', isMatch: true },
    ]);
  });
  it('works on Thai text', () => {
    expect(splitHighlight('ยางมิชลิน', 'มิช')).toEqual([
      { text: 'ยาง', isMatch: false },
      { text: 'มิช', isMatch: true },
      { text: 'ลิน', isMatch: false },
    ]);
  });
  it('returns the text whole when there is nothing to mark', () => {
    expect(splitHighlight('Bridgestone', '')).toEqual([{ text: 'Bridgestone', isMatch: false }]);
    expect(splitHighlight('Bridgestone', 'xyz')).toEqual([{ text: 'Bridgestone', isMatch: false }]);
  });
});

describe('isMobileSearchHidden', () => {
  it.each([
    '/my/profile',
    '/order/receipt/1',
    '/tire',
    '/tire/abc',
    '/brand/michelin',
    '/login',
    '/forget-password',
    '/register',
    '/cart',
  ])('hides on %s', (path) => expect(isMobileSearchHidden(path)).toBe(true));
  it.each(['/', '/search', '/store', '/article', '/my'])('shows on %s', (path) =>
    expect(isMobileSearchHidden(path)).toBe(false),
  );
});

describe('search tab', () => {
  it('reads t from the current /search URL, else 1', () => {
    expect(currentSearchTab('/search', '?k=a&t=2')).toBe(2);
    expect(currentSearchTab('/search', '?k=a&t=9')).toBe(1);
    expect(currentSearchTab('/search', '?k=a')).toBe(1);
    expect(currentSearchTab('/store', '?t=3')).toBe(1);
  });
  it('prefers the matching suggestion tab', () => {
    const suggestions = [
      { text: 'มิชลิน', tab: 1 },
      { text: 'ร้านมิชลิน', tab: 2 },
    ];
    expect(pickSearchTab('ร้านมิชลิน ', suggestions, 3)).toBe(2);
    expect(pickSearchTab('อื่น', suggestions, 3)).toBe(3);
  });
  it('builds the search URL', () => {
    expect(buildSearchUrl('มิช ลิน', 2)).toBe(
      `/search?k=${encodeURIComponent('มิช').replace(/%20/g, '+')}+${encodeURIComponent('ลิน')}&t=2`,
    );
  });
});
