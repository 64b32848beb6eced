// How many shops a tyre page answers at a time (decision 0113). Without zod: the tyre page's
// script reads it, and the first visit's budget has no room for the schemas.

/**
 * Offers a tyre page answers at once (decision 0113): a phone shows a few shops at a time, and a
 * popular tyre has 200; the page asks for the next ones ('ดูร้านค้าเพิ่มเติม').
 */
export const OFFER_PAGE_SIZE = 20;
/** The most offers one call may ask for. */
export const MAX_OFFER_PAGE_SIZE = 100;
