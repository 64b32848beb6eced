import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MARKETING_CONSENT_VERSION, MESSAGE_KINDS } from '@yangdee/contracts/messages';
import type { NotificationSettings } from '@yangdee/contracts/my-notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import thMy from '../../locales/th-my.json';
import { mockApi, renderWithProviders } from '../../test/render';
import { Component as NotificationsPage } from './notifications';

const SETTINGS = '/api/my/notification-preferences';
const CONSENT = '/api/my/marketing-consent';
const LINE = '/api/my/line';
const HISTORY = '/api/my/notifications?page=1';

const DEFAULTS: NotificationSettings = {
  useLine: true,
  useSms: true,
  fittingReminders: true,
  careReminders: true,
  lineLinked: false,
  marketingConsent: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

function setup(
  initial: Partial<NotificationSettings> = {},
  messages: unknown[] = [],
  path = '/my/notifications',
) {
  let settings: NotificationSettings = { ...DEFAULTS, ...initial };
  const api = mockApi({
    [SETTINGS]: (body, init) => {
      if (init.method === 'PUT') settings = { ...settings, ...(body as object) };
      return { body: settings };
    },
    [CONSENT]: (body) => {
      const { granted } = body as { granted: boolean };
      settings = {
        ...settings,
        marketingConsent: {
          granted,
          version: MARKETING_CONSENT_VERSION,
          at: '2026-11-20T03:00:00.000Z',
        },
      };
      return { body: settings };
    },
    [LINE]: (_body, init) => {
      settings = { ...settings, lineLinked: init.method !== 'DELETE' };
      return { body: { lineLinked: settings.lineLinked } };
    },
    [HISTORY]: () => ({
      body: { items: messages, total: messages.length, page: 1, pageSize: 20, totalPage: 1 },
    }),
  });
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(<NotificationsPage />, { path });
  const callsTo = (path: string, method: string) =>
    api.calls.filter((c) => c.path === path && c.init.method === method);
  return { callsTo, user: userEvent.setup() };
}

describe('/my/notifications choices and consent', () => {
  it('turning care reminders on asks for consent in the same form, then records it before the choices', async () => {
    const { callsTo, user } = setup();
    const care = await screen.findByRole('checkbox', { name: 'เตือนดูแลยาง' });
    // No consent yet: care reminders are shown off, as none would be sent.
    expect(care).not.toBeChecked();
    expect(screen.getByText(/ข้าพเจ้ายินยอมให้ยางดีใช้ชื่อ/)).toBeInTheDocument();
    expect(screen.getByText(`ข้อความความยินยอมฉบับ ${MARKETING_CONSENT_VERSION}`)).toBeInTheDocument();

    await user.click(care);
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('การเตือนดูแลยางต้องได้รับความยินยอมรับข่าวสารก่อน')).toBeInTheDocument();
    expect(callsTo(SETTINGS, 'PUT')).toHaveLength(0);
    expect(callsTo(CONSENT, 'PUT')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'ยินยอมรับการเตือนดูแลยางและข่าวสาร' }));
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('บันทึกแล้ว')).toBeInTheDocument();
    expect(callsTo(CONSENT, 'PUT').map((c) => c.body)).toEqual([{ granted: true }]);
    expect(callsTo(SETTINGS, 'PUT').map((c) => c.body)).toEqual([
      { useLine: true, useSms: true, fittingReminders: true, careReminders: true },
    ]);
    expect(await screen.findByText(/ให้ความยินยอมเมื่อ 20\/11\/2569 10:00/)).toBeInTheDocument();
  });

  it('says order messages still go by SMS when both channels are off, and saves without a consent call', async () => {
    const { callsTo, user } = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'LINE' }));
    await user.click(screen.getByRole('checkbox', { name: 'SMS' }));
    expect(screen.getByTestId('order-messages-note')).toHaveTextContent(
      /จะยังส่งทาง SMS เพื่อให้คุณไม่พลาดเรื่องสำคัญ/,
    );
    await user.click(screen.getByRole('checkbox', { name: 'เตือนก่อนวันนัดติดตั้ง' }));
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(callsTo(SETTINGS, 'PUT')).toHaveLength(1));
    expect(callsTo(SETTINGS, 'PUT')[0].body).toEqual({
      useLine: false,
      useSms: false,
      fittingReminders: false,
      careReminders: false,
    });
    expect(callsTo(CONSENT, 'PUT')).toHaveLength(0);
  });

  it('withdrawing consent needs care reminders off, and records the withdrawal', async () => {
    const { callsTo, user } = setup({
      marketingConsent: {
        granted: true,
        version: MARKETING_CONSENT_VERSION,
        at: '2026-11-01T01:00:00.000Z',
      },
    });
    const consent = await screen.findByRole('checkbox', { name: 'ยินยอมรับการเตือนดูแลยางและข่าวสาร' });
    expect(consent).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'เตือนดูแลยาง' })).toBeChecked();
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('การเตือนดูแลยางต้องได้รับความยินยอมรับข่าวสารก่อน')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'เตือนดูแลยาง' }));
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(callsTo(SETTINGS, 'PUT')).toHaveLength(1));
    expect(callsTo(CONSENT, 'PUT').map((c) => c.body)).toEqual([{ granted: false }]);
  });
});

describe('/my/notifications LINE link', () => {
  it('finishes the LINE redirect once by linking, not signing in', async () => {
    window.sessionStorage.setItem(
      'socialSignIn',
      JSON.stringify({
        provider: 'line',
        state: 'st1',
        redirect: '/my/notifications',
        purpose: 'link',
      }),
    );
    window.history.replaceState(null, '', '/my/notifications#access_token=tok&state=st1');
    const { callsTo } = setup();
    await waitFor(() => expect(callsTo(LINE, 'POST')).toHaveLength(1));
    expect(callsTo(LINE, 'POST')[0].body).toEqual({ accessToken: 'tok' });
    expect(await screen.findByText('เชื่อมต่อ LINE เรียบร้อยแล้ว')).toBeInTheDocument();
    expect(screen.getByTestId('line-link-state')).toHaveTextContent('เชื่อมต่อ LINE แล้ว');
    expect(window.location.hash).toBe('');
  });

  it('ignores a sign-in answer and one whose state is not ours', async () => {
    window.sessionStorage.setItem(
      'socialSignIn',
      JSON.stringify({ provider: 'line', state: 'st1', redirect: '/', purpose: 'sign-in' }),
    );
    window.history.replaceState(null, '', '/my/notifications#access_token=tok&state=st1');
    const { callsTo } = setup();
    expect(await screen.findByTestId('line-link-state')).toHaveTextContent('ยังไม่ได้เชื่อมต่อ LINE');
    expect(callsTo(LINE, 'POST')).toHaveLength(0);
  });

  it('asks before unlinking, and cancelling changes nothing', async () => {
    const { callsTo, user } = setup({ lineLinked: true });
    await user.click(await screen.findByRole('button', { name: 'ยกเลิกการเชื่อมต่อ LINE' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'ยกเลิกการเชื่อมต่อ LINE' });
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    expect(callsTo(LINE, 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'ยกเลิกการเชื่อมต่อ LINE' }));
    const again = await screen.findByRole('alertdialog', { name: 'ยกเลิกการเชื่อมต่อ LINE' });
    await user.click(within(again).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(callsTo(LINE, 'DELETE')).toHaveLength(1));
    expect(await screen.findByText('ยกเลิกการเชื่อมต่อ LINE แล้ว')).toBeInTheDocument();
    expect(screen.getByTestId('line-link-state')).toHaveTextContent('ยังไม่ได้เชื่อมต่อ LINE');
  });
});

describe('/my/notifications history', () => {
  it('shows each message with its Thai kind, text, channel, state, times and order link', async () => {
    setup({}, [
      {
        id: 2,
        kind: 'order_fitted',
        state: 'pending',
        channel: null,
        text: null,
        orderId: 7,
        orderNo: 'YD1007',
        createdAt: '2026-11-20T03:00:00.000Z',
        sentAt: null,
      },
      {
        id: 1,
        kind: 'order_confirmed',
        state: 'sent',
        channel: 'line',
        text: 'ร้านยืนยันคำสั่งซื้อของคุณแล้ว',
        orderId: 7,
        orderNo: 'YD1007',
        createdAt: '2026-11-19T02:00:00.000Z',
        sentAt: '2026-11-19T02:01:00.000Z',
      },
    ]);
    const items = await screen.findAllByTestId('message-item');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('ติดตั้งยางเรียบร้อย')).toBeInTheDocument();
    expect(within(items[0]).getByText('รอส่ง')).toBeInTheDocument();
    expect(within(items[1]).getByText('ยืนยันคำสั่งซื้อ')).toBeInTheDocument();
    expect(within(items[1]).getByText('ส่งแล้ว')).toBeInTheDocument();
    expect(within(items[1]).getByText('ร้านยืนยันคำสั่งซื้อของคุณแล้ว')).toBeInTheDocument();
    expect(within(items[1]).getByText('LINE')).toBeInTheDocument();
    expect(within(items[1]).getByText('19/11/2569 09:01')).toBeInTheDocument();
    expect(within(items[1]).getByRole('link', { name: 'ดูคำสั่งซื้อ YD1007' })).toHaveAttribute(
      'href',
      '/order/receipt/YD1007',
    );
  });

  it('shows a Thai empty state when nothing was sent', async () => {
    setup();
    expect(await screen.findByText(/ยังไม่มีข้อความที่ส่งถึงคุณ/)).toBeInTheDocument();
  });
});

describe('/my/notifications texts', () => {
  it('has a Thai label for every kind of message', () => {
    const kinds: Record<string, string> = thMy.my.notifications.kind;
    for (const kind of MESSAGE_KINDS) expect(kinds[kind], kind).toMatch(/[ก-๙]/);
  });
});
