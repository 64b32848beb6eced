import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SearchShortcuts } from './search-shortcuts';

describe('SearchShortcuts', () => {
  it('links the three ways of finding tyres, each with a drawn icon and no emoji', () => {
    renderWithProviders(<SearchShortcuts />);
    const links = within(screen.getByRole('region', { name: 'ค้นหายางได้ 3 วิธี' })).getAllByRole(
      'link',
    );
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/tire',
      '/tire-by-car-model',
      '/tire-by-type',
    ]);
    for (const link of links) {
      // An emoji is an empty box on a phone or computer without an emoji font.
      expect(link.querySelector('svg path')).not.toBeNull();
      expect(link.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    }
  });
});
