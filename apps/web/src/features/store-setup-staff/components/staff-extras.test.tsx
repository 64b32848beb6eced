import '../../../lib/seller-texts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { emptyAcl } from '@yangdee/contracts/seller-acl';
import type { StaffMember } from '@yangdee/contracts/store-staff';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermissionForm } from './permission-form';
import { HandOverForm } from './staff-extras';

// The owner's two forms on a staff member (issue 34 item 3: react-hook-form with the contracts'
// schemas): the handover is sent only when the owner has typed the password and ticked that they
// are sure, and sends no tick; the permission form sends the member's flags as ticked.

const member: StaffMember = {
  sellerUserId: 31,
  username: '0812345678',
  name: 'สมชาย ใจดี',
  tel: '0812345678',
  isOwner: false,
  isSelf: false,
  isActive: true,
  acl: { ...emptyAcl(), manageOrder: true },
  lastSignInAt: null,
};

function renderIn(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const sentBody = (fetchMock: { mock: { calls: unknown[][] } }) =>
  JSON.parse(String((fetchMock.mock.calls[0][1] as RequestInit).body));

describe('the owner hands the shop over', () => {
  beforeEach(() => localStorage.setItem('sellerTokenV2', '7|secret'));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('stays unavailable until the password is typed and the tick is given, then sends no tick', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      json(200, { success: true }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onDone = vi.fn();
    renderIn(<HandOverForm member={member} onDone={onDone} />);
    const submit = screen.getByRole('button', { name: 'ยืนยันการมอบความเป็นเจ้าของร้าน' });
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText('รหัสผ่านของคุณ (เพื่อยืนยัน)'), {
      target: { value: 'Owner#2026' },
    });
    expect(submit).toBeDisabled();
    fireEvent.click(screen.getByLabelText('ฉันต้องการมอบความเป็นเจ้าของร้านให้ สมชาย ใจดี'));
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0][0])).toContain('/api/seller/hand-over-owner');
    expect(sentBody(fetchMock)).toEqual({ sellerUserId: 31, password: 'Owner#2026' });
  });

  it('shows the server’s Thai refusal and stays open', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, { success: false, code: 'BAD_REQUEST', message: 'รหัสผ่านไม่ถูกต้อง' }),
      ),
    );
    const onDone = vi.fn();
    renderIn(<HandOverForm member={member} onDone={onDone} />);
    fireEvent.change(screen.getByLabelText('รหัสผ่านของคุณ (เพื่อยืนยัน)'), {
      target: { value: 'wrong' },
    });
    fireEvent.click(screen.getByLabelText('ฉันต้องการมอบความเป็นเจ้าของร้านให้ สมชาย ใจดี'));
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันการมอบความเป็นเจ้าของร้าน' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('รหัสผ่านไม่ถูกต้อง');
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('the owner changes a staff member’s permissions', () => {
  beforeEach(() => localStorage.setItem('sellerTokenV2', '7|secret'));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends every flag as ticked for that member', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      json(200, { success: true }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onDone = vi.fn();
    renderIn(<PermissionForm member={member} onDone={onDone} />);
    expect(screen.getByLabelText('จัดการคำสั่งซื้อ')).toBeChecked();
    fireEvent.click(screen.getByLabelText('จัดการคำสั่งซื้อ'));
    fireEvent.click(screen.getByLabelText('รายงาน'));
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0][0])).toContain('/api/seller/change-staff-permission');
    expect(sentBody(fetchMock)).toEqual({
      sellerUserId: 31,
      acl: { ...emptyAcl(), manageReport: true },
    });
  });
});
