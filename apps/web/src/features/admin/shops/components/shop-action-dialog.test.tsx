import '../../../../lib/admin-texts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ShopActionDialog } from './shop-action-dialog';

// A shop's change in the console (decision 0143): a reason of 5–500 characters for reject,
// suspend and reactivate (the contracts' ShopReasonBodySchema), nothing to type for approve.

function renderDialog(action: 'approve' | 'suspend', onConfirm = vi.fn()) {
  render(
    <ShopActionDialog
      action={action}
      shopName="ร้านทดสอบ"
      isBusy={false}
      error={null}
      onConfirm={onConfirm}
      onClose={() => {}}
    />,
  );
  return onConfirm;
}

describe('the shop action dialog', () => {
  it('refuses a short reason in Thai, then hands on the trimmed reason', async () => {
    const onConfirm = renderDialog('suspend');
    const reason = screen.getByLabelText('เหตุผล');
    fireEvent.change(reason, { target: { value: 'ปิด' } });
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('กรุณาระบุเหตุผลอย่างน้อย 5 ตัวอักษร');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.change(reason, { target: { value: '  เปิดปิดไม่ตรงเวลา  ' } });
    expect(screen.getByText(/\(17\/500\)/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('เปิดปิดไม่ตรงเวลา'));
  });

  it('asks nothing to approve', async () => {
    const onConfirm = renderDialog('approve');
    expect(screen.getByRole('alertdialog', { name: 'อนุมัติร้าน ร้านทดสอบ?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith(''));
  });
});
