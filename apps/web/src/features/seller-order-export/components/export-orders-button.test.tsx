import '../../../lib/seller-texts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileNameOf } from '../../../lib/api';
import { ExportOrdersButton } from './export-orders-button';

// The manage page's export (issue 15 item 7): the filter on screen goes to export-order with
// the seller's token, the file is downloaded under the server's Thai name, the button says it is
// working meanwhile, a refusal shows the server's Thai message; staff without manageOrder do
// not see it.

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('ExportOrdersButton', () => {
  beforeEach(() => {
    localStorage.setItem('sellerTokenV2', '7|secret');
    localStorage.setItem('shopAcl', JSON.stringify({ manageOrder: true }));
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('downloads the filtered orders with the seller’s token, saying it is working meanwhile', async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    render(<ExportOrdersButton filter={{ status: 2, keyword: 'สมชาย' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'ส่งออกเป็นไฟล์ Excel' }));
    expect(await screen.findByRole('button', { name: 'กำลังสร้างไฟล์...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/seller/export-order');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer 7|secret' });
    expect(JSON.parse(String(init.body))).toEqual({ status: 2, keyword: 'สมชาย' });
    answer(
      new Response('PK', {
        headers: {
          'content-type': XLSX,
          'content-disposition': `attachment; filename="yangdee-orders-2026-11-26.xlsx"; filename*=UTF-8''${encodeURIComponent('คำสั่งซื้อ-ยางดี-2569-11-26.xlsx')}`,
        },
      }),
    );
    await screen.findByRole('button', { name: 'ส่งออกเป็นไฟล์ Excel' });
    expect(clicks).toEqual(['คำสั่งซื้อ-ยางดี-2569-11-26.xlsx']);
    click.mockRestore();
  });

  it('shows the server’s Thai message when the export is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ success: false, message: 'สถานะคำสั่งซื้อไม่ถูกต้อง' }, { status: 422 }),
      ),
    );
    render(<ExportOrdersButton filter={{}} />);
    fireEvent.click(screen.getByRole('button', { name: 'ส่งออกเป็นไฟล์ Excel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('สถานะคำสั่งซื้อไม่ถูกต้อง');
  });

  it('says the file could not be made when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    render(<ExportOrdersButton filter={{}} />);
    fireEvent.click(screen.getByRole('button', { name: 'ส่งออกเป็นไฟล์ Excel' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('สร้างไฟล์ไม่สำเร็จ กรุณาลองใหม่อีกครั้ง'),
    );
  });

  it('is not shown to staff without the manageOrder flag', () => {
    localStorage.setItem('shopAcl', JSON.stringify({ manageOrder: false, confirmService: true }));
    const { container } = render(<ExportOrdersButton filter={{}} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('fileNameOf', () => {
  it('prefers the RFC 5987 Thai name, then the plain one, then the fallback', () => {
    expect(fileNameOf(`attachment; filename="a.xlsx"; filename*=UTF-8''%E0%B8%81.xlsx`, 'x')).toBe(
      'ก.xlsx',
    );
    expect(fileNameOf('attachment; filename="a.xlsx"', 'x')).toBe('a.xlsx');
    expect(fileNameOf(null, 'x')).toBe('x');
  });
});
