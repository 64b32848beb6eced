// Shapes of the /api/order cart calls (spec 3 "Cart", 7 "Order"): the contracts' own types, named
// as the cart screens use them. One definition for the server and the web app.
export type {
  AddCartBody,
  CartActionResponse as ActionResponse,
  CartData,
  CartDiscount,
  CartOrderType as OrderType,
  CartProduct,
  CartResponse,
  CartService,
  PromotionData,
  SizeOption,
} from '@yangdee/contracts/cart';
export type { Slot as ServiceSlot } from '@yangdee/contracts/slots';
