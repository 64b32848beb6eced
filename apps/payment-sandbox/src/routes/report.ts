import type {
  SandboxReportAdjustment,
  SandboxReportStatus,
} from '@yangdee/contracts/payment-sandbox';
import type { FastifyInstance } from 'fastify';
import { basicAuthUser, type SandboxKeys } from '../auth';
import { bangkokDayEnd, reportCsv, reportRows } from '../report';
import type { SandboxState } from '../state';
import { isAmount, isReferenceNo, str } from './validate';

// The daily transaction report (docs/payments-report.md). shared/payments.md is silent on it, so
// it follows the status query's style: POST, JSON body, secret key. It answers a CSV file for a
// Bangkok day that has ended, `07` (not ready) for one that has not.
//
// The tester's hook (not the provider's protocol): POST /sandbox/report/adjustments makes the
// report disagree with what happened (a transaction we never made, one left out, another amount
// or status), so reconciliation mismatches can be made on purpose; DELETE clears them, and
// GET /sandbox/report/:day shows a day's report without a key.

type Body = Record<string, unknown>;

const STATUSES: readonly SandboxReportStatus[] = ['paid', 'refunded', 'voided', 'failed'];
const PAYMENT_TYPES = ['C', 'M', 'I', 'Q'] as const;

/** DDMMYYYY (as the provider writes dates) → YYYY-MM-DD, or null when it is no calendar day. */
function dayOf(ddmmyyyy: string): string | null {
  const m = /^(\d{2})(\d{2})(\d{4})$/.exec(ddmmyyyy);
  if (!m) return null;
  const day = `${m[3]}-${m[2]}-${m[1]}`;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day ? day : null;
}

function isDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && dayOf(value.split('-').reverse().join('')) !== null;
}

/** The adjustment the body describes, or the reason it is refused. */
function adjustmentOf(body: Body): SandboxReportAdjustment | string {
  const kind = str(body.kind);
  const referenceNo = str(body.referenceNo);
  if (!isReferenceNo(referenceNo)) return 'referenceNo: 1-15 letters or digits';
  const amount = str(body.amount);
  const status = str(body.status) as SandboxReportStatus;
  if (kind === 'drop') return { kind, referenceNo };
  if (kind === 'amount') {
    return isAmount(amount) ? { kind, referenceNo, amount } : 'amount: baht with two decimals';
  }
  if (kind === 'status') {
    return STATUSES.includes(status) ? { kind, referenceNo, status } : `status: ${STATUSES}`;
  }
  if (kind === 'extra') {
    const day = str(body.day);
    const paymentType = str(body.paymentType) || 'Q';
    if (!isDay(day)) return 'day: YYYY-MM-DD';
    if (!isAmount(amount)) return 'amount: baht with two decimals';
    if (body.status !== undefined && !STATUSES.includes(status)) return `status: ${STATUSES}`;
    if (!(PAYMENT_TYPES as readonly string[]).includes(paymentType)) return 'paymentType: C M I Q';
    return {
      kind,
      day,
      referenceNo,
      amount,
      status: body.status === undefined ? 'paid' : status,
      paymentType: paymentType as 'Q',
    };
  }
  return 'kind: extra, drop, amount or status';
}

export function registerReportRoutes(app: FastifyInstance, state: SandboxState, keys: SandboxKeys) {
  app.post('/v1/report/transactions', async (request, reply) => {
    if (basicAuthUser(request) !== keys.secretKey) {
      return reply.status(401).send({ resultCode: '01', resultMessage: 'Unauthorized.' });
    }
    const day = dayOf(str((request.body as Body | null)?.date));
    if (!day) return { resultCode: '99', resultMessage: 'Incomplete information.' };
    if (state.now().getTime() < bangkokDayEnd(day).getTime()) {
      return { resultCode: '07', resultMessage: 'Report not ready.' };
    }
    const csv = reportCsv(reportRows(state.transactions.values(), day, state.reportAdjustments));
    return reply
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="transactions_${day.replaceAll('-', '')}.csv"`,
      )
      .send(csv);
  });

  app.get('/sandbox/report/adjustments', async () => state.reportAdjustments);
  app.post('/sandbox/report/adjustments', async (request, reply) => {
    const adjustment = adjustmentOf((request.body ?? {}) as Body);
    if (typeof adjustment === 'string') return reply.status(400).send({ message: adjustment });
    // One adjustment of a kind per reference: telling it again replaces it.
    const same = state.reportAdjustments.findIndex(
      (a) => a.kind === adjustment.kind && a.referenceNo === adjustment.referenceNo,
    );
    if (same === -1) state.reportAdjustments.push(adjustment);
    else state.reportAdjustments[same] = adjustment;
    return state.reportAdjustments;
  });
  app.delete('/sandbox/report/adjustments', async () => {
    state.reportAdjustments.length = 0;
    return { ok: true };
  });
  app.get('/sandbox/report/:day', async (request, reply) => {
    const { day } = request.params as { day: string };
    if (!isDay(day)) return reply.status(400).send({ message: 'day: YYYY-MM-DD' });
    const rows = reportRows(state.transactions.values(), day, state.reportAdjustments);
    return reply.type('text/csv; charset=utf-8').send(reportCsv(rows));
  });
}
