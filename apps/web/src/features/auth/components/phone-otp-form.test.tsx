import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render';
import { PhoneOtpForm } from './phone-otp-form';

// Issue 4/6 §1: the code's validity counts down in mm:ss, a new code can be asked for only when
// the resend countdown has run out, and a refusal (429) shows the server's Thai message.

afterEach(() => vi.unstubAllGlobals());

async function askForCode() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('เบอร์โทรศัพท์มือถือ'), '0812345678');
  await user.click(screen.getByLabelText('ฉันไม่ใช่โปรแกรมอัตโนมัติ'));
  await user.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));
}

describe('PhoneOtpForm', () => {
  it('shows mm:ss countdowns and offers a new code only after the resend countdown', async () => {
    const { fetchMock, calls } = mockApi({
      '/api/user/request-otp': () => ({
        body: { success: true, token: 'tok', expiresIn: 300, resendIn: 1 },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<PhoneOtpForm type="register" onVerified={() => {}} />);
    await askForCode();

    const timers = await screen.findAllByRole('timer');
    expect(timers[0].textContent).toMatch(/^0[45]:[0-5]\d$/);
    expect(timers[1].textContent).toBe('00:01');
    expect(screen.queryByRole('button', { name: 'ส่งรหัส OTP อีกครั้ง' })).toBeNull();
    expect(calls.filter((c) => c.path === '/api/user/request-otp')).toHaveLength(1);
    expect(calls[0].body).toMatchObject({ tel: '0812345678', type: 'register' });

    const resend = await screen.findByRole(
      'button',
      { name: 'ส่งรหัส OTP อีกครั้ง' },
      { timeout: 3000 },
    );
    // The captcha is asked for again: one answer is good for one request only.
    expect(resend).toBeDisabled();
    fireEvent.click(screen.getByLabelText('ฉันไม่ใช่โปรแกรมอัตโนมัติ'));
    await waitFor(() => expect(resend).toBeEnabled());
  });

  it('shows the Thai message of a refused request', async () => {
    const message = 'ขอรหัส OTP บ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่';
    const { fetchMock } = mockApi({
      '/api/user/request-otp': () => ({
        status: 429,
        body: { success: false, code: 'OTP_LIMIT_REACHED', message },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<PhoneOtpForm type="login" onVerified={() => {}} />);
    await askForCode();
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
