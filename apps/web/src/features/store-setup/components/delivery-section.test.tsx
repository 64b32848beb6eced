import '../../../lib/seller-texts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SettingInfo } from '@yangdee/contracts/store-settings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render';
import { DeliverySection } from './delivery-section';

// /seller/setting's delivery forms (issue 34 item 3): react-hook-form with the contracts'
// schemas. A rate typed "1,250" is sent as 1250; a bad value is answered in Thai beside its field
// and nothing is sent.

const info: SettingInfo = {
  slots: [],
  closingTimes: [],
  slotCapacity: 2,
  prepareDays: 0,
  isDeliveryEnabled: true,
  defaultDeliveryRate: 100,
  isPrepaidEnabled: false,
  prepaidType: 'percent',
  prepaidValue: 0,
};

function renderSection() {
  const api = mockApi({
    '/api/seller/get-delivery-area-rate': () => ({ body: { rateList: [] } }),
    '/api/seller/get-delivery-area-summary': () => ({
      body: {
        isDeliveryEnabled: true,
        defaultDeliveryRate: 100,
        areaCount: 0,
        minAreaRate: null,
        maxAreaRate: null,
        productRateCount: 0,
      },
    }),
    '/api/seller/save-delivery-info': () => ({ body: { success: true } }),
    '/api/seller/save-delivery-area-rate': () => ({ body: { success: true } }),
  });
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(<DeliverySection info={info} />);
  return api;
}
const saves = (calls: { path: string; body: unknown }[], call: string) =>
  calls.filter((c) => c.path === `/api/seller/${call}`).map((c) => c.body);

describe('the delivery settings', () => {
  beforeEach(() => localStorage.setItem('sellerTokenV2', '7|secret'));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends the default rate typed "1,250" as 1250, and refuses text in Thai', async () => {
    const { calls } = renderSection();
    const rate = screen.getByLabelText('ค่าจัดส่งเริ่มต้น (บาทต่อเส้น)');
    const save = screen.getByRole('button', { name: 'บันทึกการตั้งค่าการจัดส่ง' });
    fireEvent.change(rate, { target: { value: 'ร้อย' } });
    fireEvent.click(save);
    expect(await screen.findByText('กรุณากรอกค่าจัดส่งเริ่มต้นเป็นตัวเลข')).toBeInTheDocument();
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(saves(calls, 'save-delivery-info')).toEqual([]);

    fireEvent.change(rate, { target: { value: '1,250' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(saves(calls, 'save-delivery-info')).toEqual([
        { isDeliveryEnabled: true, defaultDeliveryRate: 1250 },
      ]),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('บันทึกข้อมูลเรียบร้อยแล้ว');
  });

  it('asks for a province before adding its rate, then sends both', async () => {
    const { calls } = renderSection();
    const add = screen.getByRole('button', { name: 'เพิ่ม / แก้ไขค่าจัดส่ง' });
    fireEvent.change(screen.getByLabelText('ค่าจัดส่ง (บาทต่อเส้น)'), { target: { value: '123' } });
    fireEvent.click(add);
    expect(await screen.findByRole('alert')).toHaveTextContent('กรุณาเลือกจังหวัดจากรายการ');
    expect(saves(calls, 'save-delivery-area-rate')).toEqual([]);

    const province = screen.getByLabelText('จังหวัด', { exact: true });
    fireEvent.change(province, { target: { value: 'เชียงใหม่' } });
    fireEvent.click(add);
    await waitFor(() =>
      expect(saves(calls, 'save-delivery-area-rate')).toEqual([
        { province: 'เชียงใหม่', rate: 123, isRemove: false },
      ]),
    );
    // The form is emptied for the next province.
    await waitFor(() => expect(province).toHaveValue(''));
    expect(within(province.closest('form') as HTMLElement).queryByRole('alert')).toBeNull();
  });
});
