import '../../../../lib/admin-texts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopDetail } from '@yangdee/contracts/admin-shops';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../../test/render';
import { TaxBranchForm } from './tax-branch-form';

// The shop's tax branch number (decision 0143): the contracts' five-digit rule is told in Thai
// before anything is sent; a good number is sent and the page says it is saved.

afterEach(() => vi.unstubAllGlobals());

const shop = { id: 12, taxBranchNo: '00000' } as ShopDetail;

describe('the tax branch form', () => {
  it('refuses a short number in Thai without sending, then saves a good one', async () => {
    const { fetchMock, calls } = mockApi({
      '/api/admin/shops/12/tax-branch': () => ({
        body: { success: true, shop: { ...shop, taxBranchNo: '00012' } },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<TaxBranchForm shop={shop} className="" />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('เลขที่สาขา');
    await user.clear(input);
    await user.type(input, '12');
    await user.click(screen.getByRole('button', { name: 'บันทึกเลขที่สาขา' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'เลขที่สาขาต้องเป็นตัวเลข 5 หลัก (สำนักงานใหญ่ใช้ 00000)',
      ),
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
    await user.clear(input);
    await user.type(input, '00012');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'บันทึกเลขที่สาขา' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('บันทึกเลขที่สาขาแล้ว'));
    expect(calls.at(-1)?.body).toEqual({ taxBranchNo: '00012' });
  });
});
