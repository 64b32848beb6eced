import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InstallDatePicker } from './install-date-picker';

// Issue 37 item 11: on the last day of a month the first bookable day is in the next month; the
// calendar opens there rather than on a month of greyed days.

// getByLabelText, not getByRole: a month is 30 buttons and role queries are slow in jsdom.
describe('install-date picker', { timeout: 20_000 }, () => {
  it('opens on the month of the first bookable day when the start date month has none', () => {
    const onChange = vi.fn();
    render(
      <InstallDatePicker
        value=""
        rules={{ startDate: '2026-11-30', availableDates: ['2026-12-01', '2026-12-02'] }}
        onChange={onChange}
      />,
    );
    fireEvent.click(screen.getByTestId('install-date'));
    expect(screen.getByText('ธันวาคม 2569')).toBeInTheDocument();
    const first = screen.getByLabelText('1/12/2569');
    expect(first).toBeEnabled();
    fireEvent.click(first);
    expect(onChange).toHaveBeenCalledWith('2026-12-01');
  });

  it('opens on the chosen date month when a date is chosen', () => {
    render(
      <InstallDatePicker
        value="2026-12-24"
        rules={{ startDate: '2026-11-28', availableDates: ['2026-11-29', '2026-12-24'] }}
        onChange={() => {}}
      />,
    );
    fireEvent.click(screen.getByTestId('install-date'));
    expect(screen.getByLabelText('24/12/2569')).toHaveAttribute('aria-pressed', 'true');
  });

  it('follows bookable dates that arrive after the first render', () => {
    const { rerender } = render(
      <InstallDatePicker value="" rules={{ startDate: '2026-11-30' }} onChange={() => {}} />,
    );
    rerender(
      <InstallDatePicker
        value=""
        rules={{ startDate: '2026-11-30', availableDates: ['2026-12-03'] }}
        onChange={() => {}}
      />,
    );
    fireEvent.click(screen.getByTestId('install-date'));
    expect(screen.getByLabelText('3/12/2569')).toBeEnabled();
  });
});
