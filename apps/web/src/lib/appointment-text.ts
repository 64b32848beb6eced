import '../lib/my-texts';
import type { Translate } from './use-translation';

type Appointment = { appointmentTime: string | null; appointmentTo: string | null };

/**
 * The time of an order's appointment as the shopper reads it: a booking into a bay shows its
 * whole window ('เวลา 09:30 - 11:30', the end from the server's bays.ts bayEndOf); a slot
 * booking shows its slot's hours as it always has.
 */
export function appointmentTimeText(t: Translate, order: Appointment): string {
  const time = order.appointmentTime ?? '';
  if (time && order.appointmentTo) {
    return t('my.order.window', { from: time, to: order.appointmentTo });
  }
  return t(`my.order.slot.${time}`, { defaultValue: time });
}
