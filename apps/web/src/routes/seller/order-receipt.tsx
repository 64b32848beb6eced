import { PrintPage } from '../../features/seller-order-print/components/print-page';
import { ReceiptSheet } from '../../features/seller-order-print/components/receipt-sheet';

/** /seller/order/receipt/:id: the shop's receipt / tax invoice, A4 (blank layout). */
export function Component() {
  return (
    <PrintPage titleKey="pages.sellerOrderReceipt" pageSize="A4 portrait" margin="12mm">
      {(data) => <ReceiptSheet data={data} />}
    </PrintPage>
  );
}
