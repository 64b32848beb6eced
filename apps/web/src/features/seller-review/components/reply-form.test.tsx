import '../../../lib/seller-texts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReplyForm } from './reply-form';

// The shop's one answer (issue 17 item 5): the counter counts what the server will store, an
// empty answer is refused before it is sent, and a refusal shows the server's Thai message.

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ReplyForm reviewId={42} onCancel={() => {}} />
    </QueryClientProvider>,
  );
}

describe('ReplyForm', () => {
  beforeEach(() => localStorage.setItem('sellerTokenV2', '7|secret'));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('refuses an empty answer without calling the server, and counts the trimmed text', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'ส่งคำตอบ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('กรุณาพิมพ์คำตอบก่อนส่ง');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('คำตอบของร้าน'), { target: { value: '  ขอบคุณครับ  ' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('10/1,000 ตัวอักษร')).toBeInTheDocument();
  });

  it('asks before sending, since an answer can be neither edited nor taken back', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fireEvent.change(screen.getByLabelText('คำตอบของร้าน'), {
      target: { value: ' ขอบคุณที่อุดหนุนครับ ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'ส่งคำตอบ' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'ส่งคำตอบนี้?' });
    expect(confirm).toHaveTextContent('“ขอบคุณที่อุดหนุนครับ”');
    expect(confirm).toHaveTextContent('แก้ไขหรือลบภายหลังไม่ได้');
    fireEvent.click(within(confirm).getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('คำตอบของร้าน')).toHaveValue(' ขอบคุณที่อุดหนุนครับ ');
  });

  it('sends the answer for the review and shows the server’s message when it is refused', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            success: false,
            code: 'CONFLICT',
            message: 'ร้านตอบรีวิวนี้ไปแล้ว ตอบได้เพียงครั้งเดียว',
          }),
          { status: 409, headers: { 'content-type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fireEvent.change(screen.getByLabelText('คำตอบของร้าน'), { target: { value: 'ขอบคุณครับ' } });
    fireEvent.click(screen.getByRole('button', { name: 'ส่งคำตอบ' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'ส่งคำตอบนี้?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'ยืนยัน' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ตอบได้เพียงครั้งเดียว');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/seller/reply-review');
    expect(JSON.parse(String(init.body))).toEqual({ reviewId: 42, reply: 'ขอบคุณครับ' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'ส่งคำตอบ' })).toBeEnabled());
  });
});
