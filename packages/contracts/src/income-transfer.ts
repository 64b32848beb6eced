// An income entry's transfer status (decision 0102) and the only moves it makes (issue 34 item
// 2): an entry is HELD from the payment until a payout transfers it, or a cancel refunds it;
// TRANSFERRED and REFUNDED are final. The ledger (apps/server/src/modules/ledger/ledger.ts) is its
// one writer and moves it only by this table.

export type IncomeTransferStatus = 'HELD' | 'TRANSFERRED' | 'REFUNDED';
export type IncomeTransferEvent = 'transfer' | 'refund';

const TRANSITIONS: Record<
  IncomeTransferStatus,
  Partial<Record<IncomeTransferEvent, IncomeTransferStatus>>
> = {
  HELD: { transfer: 'TRANSFERRED', refund: 'REFUNDED' },
  TRANSFERRED: {},
  REFUNDED: {},
};

/** The status `event` moves an entry to from `current`, or null when it may not. */
export function nextTransferStatus(
  current: IncomeTransferStatus,
  event: IncomeTransferEvent,
): IncomeTransferStatus | null {
  return TRANSITIONS[current][event] ?? null;
}

/** The statuses an entry may be in for `event` to move it. */
export function transferStatusesAllowing(event: IncomeTransferEvent): IncomeTransferStatus[] {
  return (Object.keys(TRANSITIONS) as IncomeTransferStatus[]).filter(
    (s) => TRANSITIONS[s][event] !== undefined,
  );
}

/** Where `event` leads (the same from every status that allows it). */
export function transferTargetOf(event: IncomeTransferEvent): IncomeTransferStatus {
  const from = transferStatusesAllowing(event)[0];
  const to = from ? nextTransferStatus(from, event) : null;
  if (!to) throw new Error(`income transfer event ${event} leads nowhere`);
  return to;
}
