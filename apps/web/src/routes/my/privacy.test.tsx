import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../test/render';
import { Component as PrivacyPage } from './privacy';

const DELETION = '/api/user/request-deletion';
// The server's DELETION_REQUEST_MESSAGE (privacy.service.ts), which the page shows as is.
const DELETION_MESSAGE =
  'เราได้รับคำขอลบบัญชีของคุณแล้ว ทีมงานจะตรวจสอบและลบข้อมูลส่วนบุคคลภายใน 30 วัน ' +
  'ยกเว้นข้อมูลคำสั่งซื้อและใบเสร็จที่กฎหมายบัญชีและภาษีกำหนดให้เก็บไว้ ' +
  'เราจะแจ้งผลทางอีเมลหรือหมายเลขโทรศัพท์ที่ลงทะเบียนไว้ ' +
  'หากเปลี่ยนใจ กรุณาติดต่อเราก่อนครบกำหนด';
const REQUESTED_AT = '2025-03-01T03:30:00.000Z';

afterEach(() => vi.unstubAllGlobals());

function setup(deletionRequestedAt: string | null = null) {
  let requestedAt = deletionRequestedAt;
  const api = mockApi({
    '/api/user/get-privacy': () => ({
      body: {
        isAcceptPrivacy: true,
        acceptedAt: '2025-01-10T02:00:00.000Z',
        policyVersion: '2025-01',
        deletionRequestedAt: requestedAt,
        history: [],
      },
    }),
    [DELETION]: () => {
      requestedAt = REQUESTED_AT;
      return { body: { success: true, message: DELETION_MESSAGE, requestedAt: REQUESTED_AT } };
    },
  });
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(<PrivacyPage />, { path: '/my/privacy' });
  const deletionCalls = () => api.calls.filter((c) => c.path === DELETION);
  return { deletionCalls, user: userEvent.setup() };
}

describe('/my/privacy account deletion', () => {
  it('asks to confirm before requesting deletion, and cancelling sends nothing', async () => {
    const { deletionCalls, user } = setup();
    await screen.findByTestId('privacy-state');
    await user.click(screen.getByRole('button', { name: 'ส่งคำขอลบบัญชี' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'ยืนยันการขอลบบัญชี' });
    expect(
      within(dialog).getByText('ต้องการส่งคำขอลบบัญชีและข้อมูลส่วนบุคคลของคุณใช่หรือไม่'),
    ).toBeInTheDocument();
    expect(deletionCalls()).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deletionCalls()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'ส่งคำขอลบบัญชี' })).toBeInTheDocument();
  });

  it('on confirm posts the deletion request once and shows the Thai confirmation', async () => {
    const { deletionCalls, user } = setup();
    await screen.findByTestId('privacy-state');
    await user.click(screen.getByRole('button', { name: 'ส่งคำขอลบบัญชี' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'ยืนยันการขอลบบัญชี' });
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยัน' }));

    expect(await screen.findByText(DELETION_MESSAGE)).toBeInTheDocument();
    expect(deletionCalls()).toHaveLength(1);
    expect(deletionCalls()[0].init.method).toBe('POST');
    // The dialog closes and the button gives way to the notice: it cannot be asked twice.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ส่งคำขอลบบัญชี' })).not.toBeInTheDocument();
    expect(deletionCalls()).toHaveLength(1);
  });

  it('shows when deletion was already requested instead of the request button', async () => {
    const { deletionCalls } = setup(REQUESTED_AT);
    // 2025-03-01 03:30 UTC is 10:30 in Bangkok, 1/3/2568 in the Buddhist era.
    expect(
      await screen.findByText(/^ส่งคำขอลบบัญชีแล้วเมื่อ 1\/3\/2568.*10:30.*ทีมงานจะดำเนินการภายใน 30 วัน$/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ส่งคำขอลบบัญชี' })).not.toBeInTheDocument();
    expect(deletionCalls()).toHaveLength(0);
  });
});
