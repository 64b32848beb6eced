import { firstSellerPage } from '@yangdee/contracts/seller-pages';
import { redirect } from 'react-router';
import { readShopAcl } from './seller-session';

// /seller (spec 2.3 "redirects to /seller/dashboard"; issue 14 §4): to the first page the
// staff member may open, so staff with only confirmDelivery land on /seller/order/delivery.
// Lazy, so the page table never reaches a shopper's first visit.
export function loader() {
  return redirect(firstSellerPage(readShopAcl()));
}
