import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SELLER_FRAME_ATTRIBUTE, SellerFrame } from './seller-frame';

// Decision 0173: the frame the server paints on a seller page before the app runs.
describe('SellerFrame', () => {
  it('shows the seller brand, linked home, as the layout header does', () => {
    render(<SellerFrame />);
    const home = screen.getByRole('link', { name: 'ยางดี สำหรับร้านค้า หน้าแรก' });
    expect(home).toHaveAttribute('href', '/');
    expect(home).toHaveTextContent('ยางดี สำหรับร้านค้า');
  });

  it('holds no shop data, menu or page text: only the brand, the rest grey blocks', () => {
    const { container } = render(<SellerFrame />);
    const frame = container.querySelector(`[${SELLER_FRAME_ATTRIBUTE}]`);
    expect(frame).not.toBeNull();
    expect(frame?.textContent).toBe('ยยางดี สำหรับร้านค้า หน้าแรก');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('tells assistive technology the page is still loading', () => {
    const { container } = render(<SellerFrame />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
