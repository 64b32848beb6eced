import type { MessageKind } from '@yangdee/contracts/messages';
import type { DbOrTx } from '../../db/client';
import type { ClaimMessageData } from '../outbox/message-data';
import { enqueueMessages } from '../outbox/outbox';
import { claimStaffToTell } from './claims.repository';
import type { RegistrationRow } from './registrations.repository';
import { shopNameOf } from './registrations.service';

// Each step of a claim is a message (decision 0160's outbox, in the step's transaction): the
// shopper hears of the shop's questions and decisions; the shop's claim staff (LINE) hear of a
// new claim and of the shopper's answers. The event key carries the moment, since a claim may
// be asked for more (and answered) more than once.

const TO_SHOP: readonly MessageKind[] = ['claim_filed', 'claim_answered'];

export async function enqueueClaimMessage(
  tx: DbOrTx,
  kind: MessageKind,
  claimId: number,
  reg: Pick<
    RegistrationRow,
    'userId' | 'storeId' | 'orderId' | 'orderNo' | 'tyreTitle' | 'storeName' | 'branchName'
  >,
  extra: Partial<ClaimMessageData> & Record<string, unknown>,
  now: Date = new Date(),
): Promise<number> {
  const data: ClaimMessageData = {
    claimId,
    orderNo: reg.orderNo,
    tyreTitle: reg.tyreTitle,
    shopName: shopNameOf(reg),
    ...extra,
  };
  const eventKey = `claim:${claimId}:${kind}:${now.getTime()}`;
  const recipients = TO_SHOP.includes(kind)
    ? (await claimStaffToTell(tx, reg.storeId)).map((id) => ({ kind: 'staff' as const, id }))
    : [{ kind: 'customer' as const, id: reg.userId }];
  return enqueueMessages(
    tx,
    recipients.map((recipient) => ({
      eventKey,
      kind,
      recipient,
      storeId: reg.storeId,
      orderId: reg.orderId,
      data,
    })),
  );
}
