import { describe, expect, it } from 'vitest';
import { matchTypeahead } from './typeahead';

const id = (s: string) => s;

describe('matchTypeahead', () => {
  it('needs at least one character by default', () => {
    expect(matchTypeahead(['a', 'b'], '', id)).toEqual([]);
    expect(matchTypeahead(['a', 'b'], '   ', id)).toEqual([]);
    expect(matchTypeahead(['a', 'b'], 'a', id)).toEqual(['a']);
  });

  it('honours a custom minimum', () => {
    expect(matchTypeahead(['abc'], 'ab', id, { minChars: 3 })).toEqual([]);
    expect(matchTypeahead(['abc'], 'abc', id, { minChars: 3 })).toEqual(['abc']);
  });

  it('returns at most 10 matches by default', () => {
    const items = Array.from({ length: 25 }, (_, i) => `item ${i}`);
    expect(matchTypeahead(items, 'item', id)).toHaveLength(10);
    expect(matchTypeahead(items, 'item', id, { limit: 3 })).toHaveLength(3);
  });

  it('sorts by the position of the match, keeping order on ties', () => {
    const items = ['บริดจสโตน', 'โตโย', 'ดันลอปโต', 'โตเกียว'];
    expect(matchTypeahead(items, 'โต', id)).toEqual(['โตโย', 'โตเกียว', 'บริดจสโตน', 'ดันลอปโต']);
  });

  it('ignores case and uses the text getter', () => {
    const items = [{ name: 'Michelin' }, { name: 'Pirelli' }, { name: 'Yokohama MI' }];
    expect(matchTypeahead(items, 'mi', (i) => i.name)).toEqual([
      { name: 'Michelin' },
      { name: 'Yokohama MI' },
    ]);
  });
});
