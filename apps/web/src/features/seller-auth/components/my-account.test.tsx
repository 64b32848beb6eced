import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatPasswordWarning } from '@yangdee/contracts/validation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render';
import { MyAccount } from './my-account';

const CHANGE = '/api/seller/change-own-password';

afterEach(() => vi.unstubAllGlobals());

function setup() {
  const api = mockApi({
    '/api/seller/my-account': () => ({
      body: {
        success: true,
        username: 'seller1',
        name: 'สมชาย',
        tel: '0812345678',
        telVerified: true,
        shops: [],
      },
    }),
    [CHANGE]: () => ({
      status: 422,
      body: {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'ข้อมูลไม่ถูกต้อง',
        fieldErrors: { currentPassword: ['รหัสผ่านปัจจุบันไม่ถูกต้อง'] },
      },
    }),
  });
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(<MyAccount />, { path: '/seller/account' });
  return { changes: () => api.calls.filter((c) => c.path === CHANGE), user: userEvent.setup() };
}

describe('MyAccount: the password card', () => {
  it('shows every broken password rule before sending, then the server refusal on its field', async () => {
    const { changes, user } = setup();
    const [current] = await screen.findAllByLabelText('รหัสผ่านปัจจุบัน');
    const next = screen.getByLabelText('รหัสผ่านใหม่');
    const [save] = screen.getAllByRole('button', { name: 'บันทึก' });

    await user.type(current, 'Old2026ok');
    await user.type(next, 'abc');
    await user.click(save);
    // Every rule it breaks, one a line (as the server's message was shown before).
    const warning = await screen.findByText(/รหัสผ่านต้องมีความยาวอย่างน้อย 8 ตัวอักษร/);
    expect(warning.textContent).toBe(formatPasswordWarning('abc'));
    expect(next).toHaveAttribute('aria-invalid', 'true');
    expect(changes()).toHaveLength(0);

    await user.clear(next);
    await user.type(next, 'Changed2027ok');
    await user.click(save);
    expect(await screen.findByText('รหัสผ่านปัจจุบันไม่ถูกต้อง')).toBeInTheDocument();
    expect(changes()[0].body).toEqual({
      currentPassword: 'Old2026ok',
      newPassword: 'Changed2027ok',
    });
    expect(screen.queryByText('ข้อมูลไม่ถูกต้อง')).not.toBeInTheDocument();
  });
});
