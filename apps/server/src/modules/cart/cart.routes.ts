import {
  AddCartBodySchema,
  AddProductSizeBodySchema,
  AdjustQtyBodySchema,
  CartActionResponseSchema,
  CartResponseSchema,
  ChangePaymentMethodBodySchema,
  ProductSizeByCriteriaBodySchema,
  ProductSizeByCriteriaResponseSchema,
  RemoveProductBodySchema,
  ServiceSlotBodySchema,
  ServiceSlotResponseSchema,
  SubmitCustomerBodySchema,
  SubmitDeliveryBodySchema,
  SubmitScheduleBodySchema,
  SubmitTaxBodySchema,
  ToggleDiscountBodySchema,
  ToggleServiceBodySchema,
} from '@yangdee/contracts/cart';
import { CART_FORM_MESSAGES } from '@yangdee/contracts/cart-forms';
import { OfferQuotesQuerySchema, OfferQuotesResponseSchema } from '@yangdee/contracts/offer-quote';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { RATE_LIMITS } from '../../plugins/rate-limits';
import { callerOf } from '../accounts/caller';
import { getOfferQuotes } from './cart.quote';
import * as cart from './cart.service';

// /api/order/* cart calls of spec 7 (auth): cart, cart edits, schedule, customer, delivery, tax
// and change-payment-method, plus /api/product/get-product-size-by-criteria used by the cart.

const tags = ['order'];
const security = [{ bearer: [] }];

function userIdOf(request: FastifyRequest): number {
  return callerOf(request).id;
}

/**
 * Parses a form body with its schema; a bad form answers 422 with every field's Thai error and the
 * form's failure message of spec 5 ('please fill in … completely'), and nothing is saved.
 */
function parseForm<S extends z.ZodType>(schema: S, body: unknown, message: string): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || '_';
    fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
  }
  throw new AppError('VALIDATION_FAILED', message, fieldErrors);
}

export function registerCartRoutes(
  api: FastifyInstance,
  { db, now }: { db: Db; now?: () => Date },
): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const preValidation = api.requireUser;
  const action = { 200: CartActionResponseSchema };

  // Public: the shops' totals for a tyre as a fresh cart would show them (decision 0163).
  r.get(
    '/cart/quotes',
    {
      config: { rateLimit: RATE_LIMITS.offerQuotes },
      schema: {
        tags,
        querystring: OfferQuotesQuerySchema,
        response: { 200: OfferQuotesResponseSchema },
      },
    },
    ({ query }) => getOfferQuotes(db, query, now),
  );

  r.post(
    '/order/add-cart',
    { preValidation, schema: { tags, security, body: AddCartBodySchema, response: action } },
    (request) => cart.addToCart(db, userIdOf(request), request.body),
  );

  r.get(
    '/order/get-cart-data',
    { preValidation, schema: { tags, security, response: { 200: CartResponseSchema } } },
    (request) => cart.getCartData(db, userIdOf(request)),
  );

  r.post(
    '/order/adjust-qty',
    { preValidation, schema: { tags, security, body: AdjustQtyBodySchema, response: action } },
    (request) =>
      cart.adjustQty(db, userIdOf(request), request.body.sellerProductId, request.body.operand),
  );

  r.post(
    '/order/remove-product',
    { preValidation, schema: { tags, security, body: RemoveProductBodySchema, response: action } },
    (request) => cart.removeProduct(db, userIdOf(request), request.body.sellerProductId),
  );

  r.post(
    '/order/toggle-cart-service',
    { preValidation, schema: { tags, security, body: ToggleServiceBodySchema, response: action } },
    (request) => cart.toggleService(db, userIdOf(request), request.body.id, request.body.include),
  );

  r.post(
    '/order/toggle-cart-discount',
    { preValidation, schema: { tags, security, body: ToggleDiscountBodySchema, response: action } },
    (request) => cart.toggleDiscount(db, userIdOf(request), request.body.id, request.body.include),
  );

  r.post(
    '/order/add-product-size',
    { preValidation, schema: { tags, security, body: AddProductSizeBodySchema, response: action } },
    (request) => cart.addProductSize(db, userIdOf(request), request.body.id),
  );

  r.post(
    '/product/get-product-size-by-criteria',
    {
      preValidation,
      schema: {
        tags: ['product'],
        security,
        body: ProductSizeByCriteriaBodySchema,
        response: { 200: ProductSizeByCriteriaResponseSchema },
      },
    },
    (request) => cart.getProductSizes(db, userIdOf(request), request.body.sellerProductId),
  );

  r.post(
    '/order/get-service-slot',
    {
      preValidation,
      schema: {
        tags,
        security,
        body: ServiceSlotBodySchema,
        response: { 200: ServiceSlotResponseSchema },
      },
    },
    (request) => cart.getServiceSlots(db, userIdOf(request), request.body.scheduleDate),
  );

  r.post(
    '/order/submit-schedule',
    { preValidation, schema: { tags, security, body: SubmitScheduleBodySchema, response: action } },
    (request) =>
      cart.submitSchedule(
        db,
        userIdOf(request),
        request.body.scheduleDate,
        request.body.scheduleTime,
      ),
  );

  r.post(
    '/order/submit-customer',
    {
      preValidation,
      attachValidation: true,
      schema: { tags, security, body: SubmitCustomerBodySchema, response: action },
    },
    (request) =>
      cart.submitCustomer(
        db,
        userIdOf(request),
        parseForm(SubmitCustomerBodySchema, request.body, CART_FORM_MESSAGES.fillCustomer),
      ),
  );

  r.post(
    '/order/submit-delivery-info',
    {
      preValidation,
      attachValidation: true,
      schema: { tags, security, body: SubmitDeliveryBodySchema, response: action },
    },
    (request) =>
      cart.submitDelivery(
        db,
        userIdOf(request),
        parseForm(SubmitDeliveryBodySchema, request.body, CART_FORM_MESSAGES.fillAll),
      ),
  );

  r.post(
    '/order/submit-tax',
    {
      preValidation,
      attachValidation: true,
      schema: { tags, security, body: SubmitTaxBodySchema, response: action },
    },
    (request) =>
      cart.submitTax(
        db,
        userIdOf(request),
        parseForm(SubmitTaxBodySchema, request.body, CART_FORM_MESSAGES.fillTax),
      ),
  );

  r.post(
    '/order/change-payment-method',
    {
      preValidation,
      schema: { tags, security, body: ChangePaymentMethodBodySchema, response: action },
    },
    (request) =>
      cart.changePaymentMethod(
        db,
        userIdOf(request),
        request.body.method,
        request.body.installmentPeriod ?? null,
      ),
  );
}
