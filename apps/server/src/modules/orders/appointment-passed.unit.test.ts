import { describe, expect, it } from 'vitest';
import { appointmentHasPassed } from './appointment-passed';

// When a booked fitting counts as passed (issue 37 item 10): its slot's end is behind the
// Bangkok clock, for an order still to be fitted; clocks pinned, a month's end included.

const order = {
  orderType: 1,
  status: 1,
  appointmentDate: '2026-11-30',
  appointmentTime: 'slot2', // 11:00–14:00 by default
};
/** A Bangkok wall-clock moment. */
const at = (local: string) => new Date(`${local}:00+07:00`);

describe('a passed appointment', () => {
  it('is passed once the booked slot has ended, not while it runs', () => {
    expect(appointmentHasPassed(order, null, at('2026-11-30T13:59'))).toBe(false);
    expect(appointmentHasPassed(order, null, at('2026-11-30T14:00'))).toBe(true);
    expect(appointmentHasPassed(order, null, at('2026-11-29T23:00'))).toBe(false);
  });

  it('counts the day across a month’s end, in Bangkok time', () => {
    // 1 December 00:30 in Bangkok is still 30 November in UTC.
    expect(appointmentHasPassed(order, null, at('2026-12-01T00:30'))).toBe(true);
  });

  it('follows the shop’s own slots; a slot it no longer offers ends at midnight', () => {
    const own = [{ value: 'slot2', from: '09:00', to: '10:00' }];
    expect(appointmentHasPassed(order, own, at('2026-11-30T10:30'))).toBe(true);
    const gone = { ...order, appointmentTime: 'slot9' };
    expect(appointmentHasPassed(gone, null, at('2026-11-30T23:59'))).toBe(false);
  });

  it('never flags a delivery, a fitted or a cancelled order', () => {
    const late = at('2026-12-05T10:00');
    expect(appointmentHasPassed({ ...order, orderType: 2 }, null, late)).toBe(false);
    expect(appointmentHasPassed({ ...order, status: 4 }, null, late)).toBe(false);
    expect(appointmentHasPassed({ ...order, status: 99 }, null, late)).toBe(false);
    expect(appointmentHasPassed({ ...order, status: 2 }, null, late)).toBe(true);
  });
});
