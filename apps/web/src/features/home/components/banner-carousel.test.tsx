import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render';
import { BannerCarousel } from './banner-carousel';

afterEach(() => vi.unstubAllGlobals());

const banners = [1, 2, 3].map((id) => ({
  id,
  title: `โปรโมชันที่ ${id}`,
  link: `/promotion/p${id}`,
  desktop: `/api/images/banner/${id}.svg`,
  mobile: `/api/images/banner-mobile/${id}.svg`,
}));

describe('BannerCarousel', () => {
  it('shows one banner at a time; previous and next wrap around; pause stops rotation', async () => {
    const { fetchMock } = mockApi({ '/api/home/get-banner': () => ({ body: banners }) });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<BannerCarousel />);
    const shown = () => screen.getByRole('img', { name: /^โปรโมชันที่/ }).getAttribute('alt');

    await screen.findByRole('img', { name: 'โปรโมชันที่ 1' });
    expect(shown()).toBe('โปรโมชันที่ 1');
    await user.click(screen.getByRole('button', { name: 'แบนเนอร์ก่อนหน้า' }));
    expect(shown()).toBe('โปรโมชันที่ 3');
    await user.click(screen.getByRole('button', { name: 'แบนเนอร์ถัดไป' }));
    expect(shown()).toBe('โปรโมชันที่ 1');
    await user.click(screen.getByRole('button', { name: 'ไปยังแบนเนอร์ที่ 2' }));
    expect(shown()).toBe('โปรโมชันที่ 2');
    expect(screen.getByRole('link', { name: 'โปรโมชันที่ 2' })).toHaveAttribute(
      'href',
      '/promotion/p2',
    );

    const pause = screen.getByRole('button', { name: 'หยุดเลื่อน' });
    await user.click(pause);
    expect(screen.getByRole('button', { name: 'เลื่อนอัตโนมัติ' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
