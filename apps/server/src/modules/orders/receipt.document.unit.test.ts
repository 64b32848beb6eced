import { describe, expect, it } from 'vitest';
import { appointmentLine } from './receipt.document';

// The receipt PDF's appointment line (decision 0162): a booking into a bay states its whole
// window; a slot booking reads as it always has (the date only).

describe('the receipt PDF appointment line', () => {
  it('a booking into a bay gives the date and its window', () => {
    const line = appointmentLine({
      appointmentDate: '2031-03-04',
      appointmentTime: '09:30',
      appointmentTo: '11:30',
    });
    expect(line).toMatch(/^นัดติดตั้ง .*2574 เวลา 09:30 - 11:30$/);
  });

  it('a slot booking gives the date only, as before', () => {
    const line = appointmentLine({
      appointmentDate: '2031-03-04',
      appointmentTime: 'slot1',
      appointmentTo: null,
    });
    expect(line).toMatch(/^นัดติดตั้ง .*2574$/);
  });

  it('an order without an appointment has no line', () => {
    expect(
      appointmentLine({ appointmentDate: null, appointmentTime: null, appointmentTo: null }),
    ).toBe('');
  });
});
