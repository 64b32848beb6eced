import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

// jsdom on a busy machine: rendering the whole form takes a few seconds.
vi.setConfig({ testTimeout: 60_000 });

import '../../../lib/seller-texts';
import { mockApi, renderWithProviders } from '../../../test/render';
import { StoreForm } from './store-form';

// Issue 37 item 12 on /seller/form: the coordinates stay as typed after a refused submit (empty
// stays empty, never "NaN"), their messages speak of the fields (there is no map), and opening
// hours are chosen as 24-hour hours and minutes.

afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const api = mockApi({});
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(<StoreForm onRegistered={() => {}} />);
  return api;
}

describe('the new-shop form', () => {
  it('keeps empty coordinates empty after a refused submit and says what to fill, in Thai', async () => {
    const api = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'ส่งข้อมูลร้านค้า' }));
    expect(
      await screen.findByText('กรุณากรอกละติจูดของร้าน หรือกดปุ่มใช้ตำแหน่งปัจจุบันขณะอยู่ที่ร้าน'),
    ).toBeTruthy();
    expect(screen.getByText('กรุณากรอกลองจิจูดของร้าน หรือกดปุ่มใช้ตำแหน่งปัจจุบันขณะอยู่ที่ร้าน')).toBeTruthy();
    expect(screen.getByLabelText('ละติจูด')).toHaveValue('');
    expect(screen.getByLabelText('ลองจิจูด')).toHaveValue('');
    expect(document.body.textContent).not.toContain('NaN');
    expect(document.body.textContent).not.toContain('บนแผนที่');
    expect(api.calls.filter((c) => c.path === '/api/seller/register-store')).toHaveLength(0);
  });

  it('refuses a coordinate that is not a number with a Thai example, keeping what was typed', async () => {
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('ละติจูด'), '18.9 N');
    await user.type(screen.getByLabelText('ลองจิจูด'), '98.8');
    await user.click(screen.getByRole('button', { name: 'ส่งข้อมูลร้านค้า' }));
    expect(await screen.findByText('ละติจูดต้องเป็นตัวเลขทศนิยม เช่น 13.756331')).toBeTruthy();
    expect(screen.getByLabelText('ละติจูด')).toHaveValue('18.9 N');
    expect(screen.getByLabelText('ลองจิจูด')).toHaveValue('98.8');
    await waitFor(() => expect(screen.queryByText(/กรุณากรอกลองจิจูด|ลองจิจูดต้องเป็นตัวเลข/)).toBeNull());
  });

  it('chooses opening hours from 24-hour lists (no AM/PM)', async () => {
    renderForm();
    const monday = screen.getByRole('group', { name: 'เวลาเปิดวันจันทร์' });
    const hour = within(monday).getByLabelText('ชั่วโมง') as HTMLSelectElement;
    expect(hour.value).toBe('08');
    expect([...hour.options].map((o) => o.value)).toContain('23');
    expect(document.querySelector('input[type="time"]')).toBeNull();
    const user = userEvent.setup();
    const closing = screen.getByRole('group', { name: 'เวลาปิดวันจันทร์' });
    await user.selectOptions(within(closing).getByLabelText('ชั่วโมง'), '20');
    expect((within(closing).getByLabelText('ชั่วโมง') as HTMLSelectElement).value).toBe('20');
  });
});
