import type { FastifyInstance } from 'fastify';
import type { SandboxKeys } from '../auth';
import { queueBackgroundCallback } from '../callbacks';
import { isChecksumValid } from '../checksum';
import { merchantDefinedOf } from '../fields';
import { escapeHtml, page } from '../html';
import { showResult } from '../result-page';
import type { PaymentType, SandboxState } from '../state';
import { isAmount, isReferenceNo, str } from './validate';

// Mobile banking (/v2/mobileBanking) and instalments (/v3/installment): browser form posts whose
// checksum the provider verifies (shared/payments.md). The sandbox then shows a page where the
// tester approves or denies, as the bank's app would.

type Body = Record<string, unknown>;

const MOBILE_BANKS: Record<string, string> = {
  '004': 'ธนาคารกสิกรไทย',
  '014': 'ธนาคารไทยพาณิชย์',
  '025': 'ธนาคารกรุงศรีอยุธยา',
  '002': 'ธนาคารกรุงเทพ',
  '006': 'ธนาคารกรุงไทย',
};
const INSTALMENT_BANKS: Record<string, string> = {
  ...MOBILE_BANKS,
  '011': 'ธนาคารทหารไทยธนชาต',
};

function plain(reply: import('fastify').FastifyReply, text: string) {
  return reply.type('text/plain; charset=utf-8').send(text);
}

export function registerBankingRoutes(
  app: FastifyInstance,
  state: SandboxState,
  keys: SandboxKeys,
) {
  function openPage(kind: PaymentType, body: Body, reply: import('fastify').FastifyReply) {
    const amount = str(body.amount);
    const referenceNo = str(body.referenceNo);
    const responseUrl = str(body.responseUrl);
    const backgroundUrl = str(body.backgroundUrl);
    const bankCode = str(body.bankCode);
    const term = str(body.term);
    const banks = kind === 'I' ? INSTALMENT_BANKS : MOBILE_BANKS;
    const required = [body.publicKey, amount, referenceNo, responseUrl, backgroundUrl, bankCode];
    if (kind === 'I') required.push(term);
    if (required.some((v) => !str(v)) || !str(body.checksum)) {
      return plain(reply, 'Incomplete information');
    }
    if (str(body.publicKey) !== keys.publicKey) return plain(reply, 'Incomplete information');
    const parts = [amount, referenceNo, responseUrl, backgroundUrl, bankCode];
    if (kind === 'I') parts.push(term);
    if (!isChecksumValid(keys.secretKey, parts, str(body.checksum))) {
      return plain(reply, 'Incorrect Checksum');
    }
    if (!isAmount(amount) || !isReferenceNo(referenceNo) || !banks[bankCode]) {
      return plain(reply, 'Incomplete information');
    }
    if (kind === 'I' && !/^([3-9]|10)$/.test(term)) return plain(reply, 'Incomplete information');
    if (state.isTaken(referenceNo)) return plain(reply, 'Duplicate referenceNo');
    const txn = state.add({
      referenceNo,
      paymentType: kind,
      amount,
      responseUrl,
      backgroundUrl,
      detail: str(body.detail),
      customerName: str(body.customerName),
      customerEmail: str(body.customerEmail),
      customerAddress: str(body.customerAddress),
      customerTelephone: str(body.customerTelephone),
      merchantDefined: merchantDefinedOf(body),
      bankCode,
      term: kind === 'I' ? Number(term) : undefined,
    });
    const what =
      kind === 'I'
        ? `ผ่อนชำระ ${escapeHtml(term)} เดือน ด้วยบัตรของ${escapeHtml(banks[bankCode])}`
        : `ชำระผ่านแอปของ${escapeHtml(banks[bankCode])}`;
    return reply.type('text/html; charset=utf-8').send(
      page(
        kind === 'I' ? 'ผ่อนชำระด้วยบัตรเครดิต' : 'โมบายแบงก์กิ้ง',
        `<p>${what}</p><p>ยอดชำระ ${escapeHtml(amount)} บาท · เลขอ้างอิง ${escapeHtml(referenceNo)}</p>
<form method="post" action="/sandbox/banking/confirm">
<input type="hidden" name="gbpReferenceNo" value="${escapeHtml(txn.gbpReferenceNo)}">
<button type="submit" name="action" value="approve">อนุมัติการชำระเงิน</button>
<button type="submit" name="action" value="deny">ปฏิเสธ</button>
</form>`,
      ),
    );
  }

  app.post('/v2/mobileBanking', async (request, reply) =>
    openPage('M', (request.body ?? {}) as Body, reply),
  );
  app.post('/v3/installment', async (request, reply) =>
    openPage('I', (request.body ?? {}) as Body, reply),
  );

  app.post('/sandbox/banking/confirm', async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    const txn = state.byGbpReferenceNo(str(body.gbpReferenceNo));
    if (!txn || (txn.paymentType !== 'M' && txn.paymentType !== 'I')) {
      return reply.status(400).type('text/plain').send('Incomplete information');
    }
    if (txn.status === 'G') {
      const isApproved = str(body.action) === 'approve';
      txn.status = isApproved ? 'S' : 'D';
      txn.resultCode = isApproved ? '00' : '17';
      txn.paidAt = new Date();
      queueBackgroundCallback(state, txn, request.log);
    }
    return showResult(reply, txn);
  });
}
