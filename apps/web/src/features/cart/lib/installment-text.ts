import '../../../lib/cart-texts';
import { splitInstallment } from '@yangdee/contracts/installments';
import { formatBaht } from '../../../lib/format-baht';

// What an instalment option says per month, from the contracts' rule (splitInstallment): the same
// amount each month and, when the total does not split evenly to the satang, the last month's
// amount, so the figures shown add up to the total exactly.

type Translate = (key: string, values?: Record<string, unknown>) => string;

export function installmentMonthText(t: Translate, totalBaht: number, period: number): string {
  const { perMonthSatang, lastSatang } = splitInstallment(Math.round(totalBaht * 100), period);
  const x = formatBaht(perMonthSatang / 100);
  if (lastSatang === perMonthSatang) return t('cart.payment.perMonth', { x, n: period });
  return t('cart.payment.perMonthWithLast', {
    x,
    n: period - 1,
    last: formatBaht(lastSatang / 100),
  });
}
