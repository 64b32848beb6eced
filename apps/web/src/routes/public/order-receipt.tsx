import {
  ReceiptScreen,
  receiptLoader,
} from '../../features/orders-history/components/receipt-screen';

export const loader = receiptLoader;

export function Component() {
  return <ReceiptScreen titleKey="pages.orderReceipt" kind="full" isAfterPayment />;
}
