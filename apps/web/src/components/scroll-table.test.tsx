import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollTable } from './scroll-table';

// Issue 37: a report wider than the screen says that it scrolls and shades the hidden side; Thai
// words in it break only at spaces. jsdom has no layout, so the box's sizes are given.

function sized(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

const table = (
  <table>
    <tbody>
      <tr>
        <td>ค่าคอมมิชชัน</td>
        <td>รอโอนเข้าบัญชีร้าน</td>
      </tr>
    </tbody>
  </table>
);

afterEach(() => vi.restoreAllMocks());

describe('ScrollTable', () => {
  it('says that it scrolls and shades the right side while columns are out of sight', () => {
    sized(1600, 1200);
    render(
      <ScrollTable label="ตารางรายงาน" hint="เลื่อนไปทางขวาเพื่อดูคอลัมน์ที่เหลือ" testId="box">
        {table}
      </ScrollTable>,
    );
    expect(screen.getByTestId('scroll-hint')).toHaveTextContent('เลื่อนไปทางขวาเพื่อดูคอลัมน์ที่เหลือ');
    expect(screen.getByTestId('scroll-shade-right')).toBeInTheDocument();
    const box = screen.getByRole('region', { name: 'ตารางรายงาน' });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box.className).toContain('[word-break:keep-all]');

    // Scrolled to the end: nothing more on the right.
    box.scrollLeft = 400;
    fireEvent.scroll(box);
    expect(screen.queryByTestId('scroll-shade-right')).toBeNull();
    expect(screen.getByTestId('scroll-hint')).toBeInTheDocument();
  });

  it('says nothing when the whole table fits', () => {
    sized(900, 1200);
    render(
      <ScrollTable label="ตารางรายงาน" hint="เลื่อนไปทางขวา">
        {table}
      </ScrollTable>,
    );
    expect(screen.queryByTestId('scroll-hint')).toBeNull();
    expect(screen.queryByTestId('scroll-shade-right')).toBeNull();
  });
});
