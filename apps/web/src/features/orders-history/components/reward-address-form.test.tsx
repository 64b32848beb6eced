import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render';
import { RewardAddressForm } from './reward-address-form';

const PATH = '/api/user/submit-reward-address';
const SAVED = 'บันทึกที่อยู่สำหรับจัดส่งของรางวัลแล้ว';
// The contract's message for a too-short address (SubmitRewardAddressBodySchema, min 10).
const INCOMPLETE = 'กรุณากรอกที่อยู่สำหรับจัดส่งของรางวัลให้ครบถ้วน';
const GENERIC = 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง';

afterEach(() => vi.unstubAllGlobals());

/** The server as it answers: 200 for an address of 10+ characters (trimmed), else 422. */
function setup() {
  const api = mockApi({
    [PATH]: (body) => {
      const { fullAddress } = body as { fullAddress: string };
      return fullAddress.trim().length >= 10
        ? { body: { success: true, message: SAVED } }
        : {
            status: 422,
            body: {
              success: false,
              code: 'VALIDATION_FAILED',
              message: GENERIC,
              fieldErrors: { fullAddress: [INCOMPLETE] },
            },
          };
    },
  });
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(<RewardAddressForm />, { path: '/my/order' });
  const rewardCalls = () => api.calls.filter((c) => c.path === PATH);
  return { rewardCalls, user: userEvent.setup() };
}

describe('RewardAddressForm', () => {
  it('posts the typed full address to submit-reward-address, shows the saved message and clears the field', async () => {
    const { rewardCalls, user } = setup();
    const address = '55/1 ถนนนิมมานเหมินท์ ตำบลสุเทพ อำเภอเมืองเชียงใหม่ เชียงใหม่ 50200';
    const field = screen.getByRole('textbox', { name: 'ที่อยู่เต็ม' });
    await user.type(field, address);
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(rewardCalls()).toHaveLength(1);
    expect(rewardCalls()[0].init.method).toBe('POST');
    expect(rewardCalls()[0].body).toEqual({ fullAddress: address });
    expect(field).toHaveValue('');
  });

  it('shows the Thai field message for an empty address, checked with the contract before any request', async () => {
    const { rewardCalls, user } = setup();
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    expect(await screen.findByText(INCOMPLETE)).toBeInTheDocument();
    // The field's own message, not the generic one, and nothing is reported saved.
    expect(screen.queryByText(GENERIC)).not.toBeInTheDocument();
    expect(screen.queryByText(SAVED)).not.toBeInTheDocument();
    // The form checks with the schema the server uses (issue 34 item 3): nothing is sent.
    expect(rewardCalls()).toHaveLength(0);
  });

  it('shows the server field message on the field when the server refuses the address', async () => {
    const api = mockApi({
      [PATH]: () => ({
        status: 422,
        body: {
          success: false,
          code: 'VALIDATION_FAILED',
          message: GENERIC,
          fieldErrors: { fullAddress: ['ที่อยู่นี้ใช้ไม่ได้'] },
        },
      }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<RewardAddressForm />, { path: '/my/order' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'ที่อยู่เต็ม' }), '55/1 ถนนนิมมานเหมินท์');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('ที่อยู่นี้ใช้ไม่ได้');
    expect(screen.queryByText(GENERIC)).not.toBeInTheDocument();
  });

  it('keeps a too-short address in the field and shows the Thai field message', async () => {
    const { rewardCalls, user } = setup();
    const field = screen.getByRole('textbox', { name: 'ที่อยู่เต็ม' });
    await user.type(field, 'สั้น');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    expect(await screen.findByText(INCOMPLETE)).toBeInTheDocument();
    expect(field).toHaveValue('สั้น');
    expect(rewardCalls()).toHaveLength(0);
    expect(screen.queryByText(SAVED)).not.toBeInTheDocument();
  });

  it('refuses more than 500 characters in the field', () => {
    setup();
    expect(screen.getByRole('textbox', { name: 'ที่อยู่เต็ม' })).toHaveAttribute('maxlength', '500');
  });
});
