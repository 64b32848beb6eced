import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServiceBoardResponse } from '@yangdee/contracts/seller-orders';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/seller-texts';
import { mockApi, renderWithProviders } from '../../../test/render';
import { ServiceBoardScreen } from './service-board-screen';

// Issue 37 item 12 on the day board (/seller/order/service): the day is picked on the
// Buddhist-era calendar of the back office, never the browser's Gregorian date input, and the
// URL and the server call keep the ISO day ('YYYY-MM-DD').

const board = (date: string): ServiceBoardResponse => ({
  date,
  isClosed: false,
  slotList: [],
  storeId: 1,
  stores: [{ id: 1, name: 'ร้านทดสอบ' }],
});

function renderBoard(path: string) {
  const api = mockApi({
    '/api/seller/get-service-board': (body) => ({
      body: board((body as { date: string }).date),
    }),
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return { api, ...renderWithProviders(<ServiceBoardScreen />, { path }) };
}

beforeEach(() => {
  // 28 Nov 2026, 10:00 in Bangkok.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T03:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the day board picks its day on the Buddhist-era calendar', () => {
  it('shows the day in the Buddhist era and has no native date input', async () => {
    renderBoard('/seller/order/service?date=2026-12-31');
    expect(await screen.findByTestId('board-date')).toHaveTextContent('วันพฤหัสบดีที่ 31 ธันวาคม 2569');
    expect(screen.getByTestId('board-pick-date')).toHaveTextContent('31/12/2569');
    expect(screen.getByRole('button', { name: 'เลือกวันที่: 31/12/2569' })).toBeVisible();
    expect(document.querySelector('input[type="date"], input[type="time"]')).toBeNull();
  });

  it('a day picked on the calendar changes the board, the URL (ISO) and the server call', async () => {
    const { api, router } = renderBoard('/seller/order/service');
    expect(await screen.findByTestId('board-date')).toHaveTextContent('วันนี้');
    expect(screen.getByTestId('board-pick-date')).toHaveTextContent('28/11/2569');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('board-pick-date'));
    const calendar = await screen.findByRole('dialog', { name: 'เลือกวันที่' });
    // The board's day is always set: no clear button.
    expect(within(calendar).queryByRole('button', { name: 'ไม่ระบุวันที่' })).toBeNull();
    await user.click(within(calendar).getByRole('button', { name: 'เดือนถัดไป' }));
    await user.click(within(calendar).getByRole('button', { name: '31/12/2569' }));

    await waitFor(() =>
      expect(screen.getByTestId('board-date')).toHaveTextContent('วันพฤหัสบดีที่ 31 ธันวาคม 2569'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('board-pick-date')).toHaveTextContent('31/12/2569');
    expect(router.state.location.search).toBe('?date=2026-12-31');
    await waitFor(() => expect(api.calls.at(-1)?.body).toEqual({ date: '2026-12-31' }));
  });
});
