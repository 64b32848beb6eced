import type { Db } from '../../db/client';
import type { PaymentProvider } from './provider/payment-provider';

// The door from payments to the refunds' owner (ARCHITECTURE "Owners of state"; decision 0139):
// payments records a refund owed (late-payment.ts) but never moves it; giving the money back is
// money/refunds' work, a later module, so payments calls it through this port, which the app
// (app.ts) connects at start. Unconnected (a script, a unit test), nothing is given back here and
// the refund stays owed for the refund pass (money/refunds' own periodic pass, decision 0145).

export type RefundPort = {
  /** Gives back at once the refunds owed of these payments that go through the provider. */
  returnRefundsOf(
    db: Db,
    provider: PaymentProvider,
    paymentIds: readonly number[],
  ): Promise<number>;
};

let connected: RefundPort | null = null;

export function connectRefundPort(port: RefundPort | null): void {
  connected = port;
}

export function refundPort(): RefundPort | null {
  return connected;
}
