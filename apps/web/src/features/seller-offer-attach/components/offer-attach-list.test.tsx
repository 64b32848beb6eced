import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StockRow } from '@yangdee/contracts/seller-stock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/seller-texts';
import { mockApi, renderWithProviders } from '../../../test/render';
import { OfferAttachList } from './offer-attach-list';

// The shared attach list (decision 0098): a checkbox per offer attaches it at once; "all matching
// the filter" asks first with the count and sends the list's own filter.

const row = (id: number, over: Partial<StockRow> = {}): StockRow => ({
  id,
  productId: id,
  brand: 'Michelin',
  model: `Primacy ${id}`,
  size: '205/55R16',
  year: 2026,
  qty: 8,
  price: 3200,
  priceDelivery: 3300,
  status: 1,
  statusText: 'มีสินค้าพร้อมขาย',
  display: true,
  integrate: false,
  picture: '',
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

function renderList() {
  const attached = new Set<number>([2]);
  const api = mockApi({
    '/api/seller/get-stock': () => ({
      body: { stockList: [row(1), row(2)], totalPage: 1, totalCount: 2 },
    }),
  });
  vi.stubGlobal('fetch', api.fetchMock);
  const props = {
    attachedKey: ['test-attached'],
    loadAttached: vi.fn(async () => ({ sellerProductIds: [...attached] })),
    toggleOne: vi.fn(async (id: number, isSelect: boolean) => {
      if (isSelect) attached.add(id);
      else attached.delete(id);
    }),
    toggleMatching: vi.fn(async () => ({
      matched: 2,
      changed: 1,
      message: 'เลือกสินค้าเพิ่ม 1 รายการ',
    })),
  };
  renderWithProviders(<OfferAttachList {...props} />);
  return { api, props };
}

describe('attaching an item to the shop’s offers', () => {
  it('shows which offers are attached and attaches one with its checkbox', async () => {
    const { props } = renderList();
    const first = await screen.findByRole('checkbox', {
      name: 'เลือก Michelin Primacy 1 205/55R16',
    });
    await waitFor(() =>
      expect(
        screen.getByRole('checkbox', { name: 'เลือก Michelin Primacy 2 205/55R16' }),
      ).toBeChecked(),
    );
    expect(first).not.toBeChecked();
    await userEvent.setup().click(first);
    expect(props.toggleOne).toHaveBeenCalledWith(1, true);
    await waitFor(() => expect(first).toBeChecked());
    expect(screen.getByTestId('attach-total')).toHaveTextContent('เลือกแล้ว 2 รายการ');
  });

  it('asks with the count before selecting every offer matching the filter, and sends that filter', async () => {
    const { props } = renderList();
    const user = userEvent.setup();
    await screen.findByRole('checkbox', { name: 'เลือก Michelin Primacy 1 205/55R16' });
    await user.selectOptions(screen.getByLabelText('สถานะสินค้า'), '1');
    await user.click(screen.getByRole('button', { name: 'เลือกทั้งหมดที่ตรงกับตัวกรอง' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('เลือกสินค้าทั้ง 2 รายการที่ตรงกับตัวกรองนี้ใช่หรือไม่');
    expect(props.toggleMatching).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    expect(props.toggleMatching).toHaveBeenCalledWith(
      expect.objectContaining({ status: 1, keyword: '' }),
      true,
    );
    expect(await screen.findByTestId('attach-notice')).toHaveTextContent('เลือกสินค้าเพิ่ม 1 รายการ');
  });
});
