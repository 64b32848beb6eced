import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/seller-texts';
import { mockApi, renderWithProviders } from '../../../test/render';
import { LineLinkCard } from './line-link-card';

// Issue 35 item 2 on /seller/account: what a linked staff member gets, the link through LINE's
// authorise round trip (back here, then link-line with LINE's answer), unlink after a confirm.

const LINK = '/api/seller/link-line';
const UNLINK = '/api/seller/unlink-line';

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function setup(isLinked: boolean, linkAnswer = { status: 200, body: { success: true } }) {
  const api = mockApi({
    [LINK]: () => linkAnswer,
    [UNLINK]: () => ({ body: { success: true } }),
    '/api/seller/my-account': () => ({ body: {} }),
  });
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(<LineLinkCard isLinked={isLinked} />, { path: '/seller/account' });
  return {
    calls: (path: string) => api.calls.filter((c) => c.path === path),
    user: userEvent.setup(),
  };
}

/** What startLineLink leaves in the session before LINE's page (features/auth/lib/social.ts). */
const pendingLink = (state: string) =>
  window.sessionStorage.setItem(
    'socialSignIn',
    JSON.stringify({
      provider: 'line',
      state,
      redirect: '/seller/account',
      purpose: 'seller-link',
    }),
  );

describe('LineLinkCard', () => {
  it('tells what comes on LINE and offers the link when not linked', () => {
    const { calls } = setup(false);
    expect(screen.getByRole('heading', { name: 'รับแจ้งเตือนทาง LINE' })).toBeInTheDocument();
    expect(screen.getByText(/คำสั่งซื้อใหม่ของร้านและสาขาที่คุณมีสิทธิ์จัดการคำสั่งซื้อ/)).toBeInTheDocument();
    expect(screen.getByText(/ทุกเช้าเวลา 07:00\sน\./)).toBeInTheDocument();
    expect(screen.getByText('ยังไม่ได้เชื่อมต่อ LINE')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'เชื่อมต่อ LINE' })).toBeInTheDocument();
    expect(calls(LINK)).toHaveLength(0);
  });

  it('on return from LINE with our state, links with LINE’s token and clears the address', async () => {
    pendingLink('abc');
    window.history.replaceState(null, '', '/seller/account#access_token=tok.sig&state=abc');
    const { calls } = setup(false);
    await waitFor(() => expect(calls(LINK)).toHaveLength(1));
    expect(calls(LINK)[0].body).toEqual({ accessToken: 'tok.sig' });
    expect(await screen.findByText('เชื่อมต่อ LINE เรียบร้อยแล้ว')).toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });

  it('ignores an answer whose state is not ours', () => {
    pendingLink('abc');
    window.history.replaceState(null, '', '/seller/account#access_token=tok.sig&state=evil');
    const { calls } = setup(false);
    expect(calls(LINK)).toHaveLength(0);
  });

  it('shows the server’s Thai refusal when the LINE is taken', async () => {
    pendingLink('abc');
    window.history.replaceState(null, '', '/seller/account#access_token=tok.sig&state=abc');
    const message = 'บัญชี LINE นี้เชื่อมกับบัญชีร้านค้าอื่นอยู่แล้ว กรุณาใช้บัญชี LINE อื่น';
    setup(false, {
      status: 409,
      body: { success: false, code: 'SELLER_LINE_TAKEN', message } as never,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('unlinks only after the confirm', async () => {
    const { calls, user } = setup(true);
    expect(screen.getByText('เชื่อมต่อ LINE แล้ว')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ยกเลิกการเชื่อมต่อ LINE' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('คุณจะไม่ได้รับแจ้งเตือนคำสั่งซื้อใหม่');
    expect(calls(UNLINK)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(calls(UNLINK)).toHaveLength(1));
    expect(await screen.findByText('ยกเลิกการเชื่อมต่อ LINE แล้ว')).toBeInTheDocument();
  });
});
