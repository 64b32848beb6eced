import type { OwnedState } from './state-owners';

// Who owns each state (issue 34 item 2, docs/decisions/0158): only these files write these
// tables or columns. `state-owners.unit.test.ts` checks every server source against this list
// with the TypeScript compiler; the demo seed (db/seed) writes its data once and is not checked.

const M = 'apps/server/src/modules';

export const OWNED_STATES: readonly OwnedState[] = [
  // Order and payment status: the order lifecycle, by the transition tables of
  // contracts/order-transitions.ts and contracts/payment-transitions.ts (decision 0080).
  { table: 'orders', columns: ['status'], owners: [`${M}/orders/order-lifecycle.ts`] },
  { table: 'payments', columns: ['status'], owners: [`${M}/orders/order-lifecycle.ts`] },
  // An offer's quantity and the holds on it: the stock ledger, which writes a stock movement with
  // every change (decision 0156). A new offer is created with its first quantity by the shop's
  // form or the spreadsheet, and the ledger records it as the opening movement.
  {
    table: 'sellerProducts',
    columns: ['qty'],
    owners: [`${M}/stock/stock-ledger.ts`],
    createdBy: [
      `${M}/stock/stock.repository.ts`,
      `${M}/stock-import/stock-import-apply-queries.ts`,
    ],
  },
  { table: 'stockReservations', owners: [`${M}/stock/stock-ledger.ts`] },
  { table: 'stockMovements', owners: [`${M}/stock/stock-ledger.ts`] },
  // Income entries and their transfer status: the ledger, by contracts/income-transfer.ts.
  { table: 'incomeEntries', owners: [`${M}/ledger/ledger.ts`] },
  // Refunds: opened and moved by the refund owner, by contracts/refund-flow.ts (decision 0139).
  {
    table: 'paymentRefunds',
    columns: ['status'],
    rows: true,
    owners: [`${M}/ledger/refund-owner.ts`],
  },
  // Payout batches and lines: built and transferred by the payouts services, by the transition
  // tables of contracts/payouts.ts (decision 0140).
  {
    table: 'payoutBatches',
    columns: ['status'],
    owners: [
      `${M}/money/payouts/payout-build.service.ts`,
      `${M}/money/payouts/payout-transfer.service.ts`,
    ],
  },
  {
    table: 'payoutLines',
    columns: ['status'],
    owners: [
      `${M}/money/payouts/payout-build.service.ts`,
      `${M}/money/payouts/payout-transfer.service.ts`,
    ],
  },
  // A message's delivery (issue 35, decision 0160): written as 'pending' by the outbox door in
  // the event's transaction (its first try may be set later: a reminder), then only the worker
  // claims, sends, retries and closes it.
  {
    table: 'messageOutbox',
    columns: [
      'state',
      'attempts',
      'nextAttemptAt',
      'claimedUntil',
      'channel',
      'text',
      'sentAt',
      'lastError',
    ],
    owners: [`${M}/messages/outbox-worker.ts`],
    createdBy: [`${M}/outbox/outbox.ts`],
  },
  // A bay booking's blocks (decision 0162): taken, kept, let go and taken again only by the
  // orders module's bay-bookings.ts, called by placing an order, its holds and payments.
  { table: 'bayBookings', owners: [`${M}/orders/bay-bookings.ts`] },
  // Warranty registrations and claims (decision 0161): the warranty module's repositories, each
  // claim move through the transition table in claims.service.ts.
  { table: 'warrantyRegistrations', owners: [`${M}/warranty/registrations.repository.ts`] },
  { table: 'warrantyClaims', owners: [`${M}/warranty/claims.repository.ts`] },
  { table: 'warrantyClaimSteps', owners: [`${M}/warranty/claims.repository.ts`] },
];
