// Quantity options of spec 9: 1 to 4 tyres; add-to-cart defaults to 4 (analytics quantity 4).
// A module of its own, free of zod, so that rules a shopper's page needs (offer-orderability on the
// tyre page) do not pull the cart's schemas into its first visit (e2e/wire-budget.spec.ts).

export const CART_QTY_MIN = 1;
export const CART_QTY_MAX = 4;
export const CART_QTY_DEFAULT = 4;
