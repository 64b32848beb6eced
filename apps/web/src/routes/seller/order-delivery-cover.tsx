import { DeliveryCoverSheet } from '../../features/seller-order-print/components/delivery-cover-sheet';
import { PrintPage } from '../../features/seller-order-print/components/print-page';

/** /seller/order/delivery-cover/:id: the parcel cover sheet, one A4 page (blank layout). */
export function Component() {
  return (
    <PrintPage titleKey="pages.sellerOrderDeliveryCover" pageSize="A4 portrait" margin="10mm">
      {(data) => <DeliveryCoverSheet data={data} />}
    </PrintPage>
  );
}
