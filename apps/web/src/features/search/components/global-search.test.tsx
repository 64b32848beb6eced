import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render';
import { GlobalSearch, SEARCH_DEBOUNCE_MS } from './global-search';

const suggestions = [
  { text: 'ยางมิชลิน', tab: 1 },
  { text: 'ร้านมิชลินสาขาบางนา', tab: 2 },
];

let calls: ReturnType<typeof mockApi>['calls'];

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const api = mockApi({ '/api/home/get-keyword-list': () => ({ body: suggestions }) });
  calls = api.calls;
  vi.stubGlobal('fetch', api.fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function typeText(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 10);
  });
}

describe('GlobalSearch (spec 2.5)', () => {
  it('does not look up below 3 characters', async () => {
    renderWithProviders(<GlobalSearch />);
    const input = screen.getByRole('combobox');
    await typeText(input, 'มิ');
    expect(calls).toHaveLength(0);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('debounces, looks up at 3+ characters and highlights the keyword', async () => {
    renderWithProviders(<GlobalSearch />);
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'มิ' } });
    fireEvent.change(input, { target: { value: 'มิช' } });
    await typeText(input, 'มิช');
    const options = await screen.findAllByRole('option');
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({ keyword: 'มิช' });
    expect(options).toHaveLength(2);
    expect(options[0].querySelector('mark')).toHaveTextContent('มิช');
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('arrow keys move the active option without a lookup; Enter goes to its tab', async () => {
    const { router } = renderWithProviders(<GlobalSearch />);
    const input = screen.getByRole('combobox');
    await typeText(input, 'มิชลิน');
    await screen.findAllByRole('option');
    const lookups = calls.length;
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = screen.getAllByRole('option')[1];
    expect(input).toHaveAttribute('aria-activedescendant', active.id);
    expect(active).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0].id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
    });
    expect(calls).toHaveLength(lookups);
    expect(router.state.location.pathname).toBe('/search');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('k')).toBe('ร้านมิชลินสาขาบางนา');
    expect(params.get('t')).toBe('2');
  });

  it('without a matching suggestion keeps the current tab of the /search URL', async () => {
    const { router } = renderWithProviders(<GlobalSearch />, { path: '/search?k=a&t=3' });
    const input = screen.getByRole('combobox');
    await typeText(input, 'ขนาด 15');
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('k')).toBe('ขนาด 15');
    expect(params.get('t')).toBe('3');
  });

  it('uses the tab of a suggestion whose text matches what was typed', async () => {
    const { router } = renderWithProviders(<GlobalSearch />, { path: '/search?k=a&t=3' });
    const input = screen.getByRole('combobox');
    await typeText(input, 'ยางมิชลิน');
    await screen.findAllByRole('option');
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(new URLSearchParams(router.state.location.search).get('t')).toBe('1');
  });
});
