import { formatNumber } from '../../../lib/format-baht';

/** Money on the income screen: always two decimals (fees and commissions carry satang). */
export const formatMoney = (baht: number) => formatNumber(baht, 2);
