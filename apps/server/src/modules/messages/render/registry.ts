import type { MessageKind } from '@yangdee/contracts/messages';
import { claimRenderers } from './claim-renderers';
import { moneyRenderers } from './money-renderers';
import { orderRenderers } from './order-renderers';
import { reminderRenderers } from './reminder-renderers';
import type { Renderer } from './renderer';
import { staffRenderers } from './staff-renderers';

// Every kind's renderer, one file per group (orders to the shopper, the shop's staff, reminders,
// refunds, payouts and the shop's standing).

const renderers = {
  ...orderRenderers,
  ...staffRenderers,
  ...reminderRenderers,
  ...moneyRenderers,
  ...claimRenderers,
};

export function rendererOf(kind: MessageKind): Renderer | undefined {
  return renderers[kind];
}
