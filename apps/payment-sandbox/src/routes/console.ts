import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendBackgroundCallback } from '../callbacks';
import { escapeHtml, page } from '../html';
import type { SandboxState, Transaction } from '../state';
import { str } from './validate';

// The tester's side of the sandbox (not part of the provider's protocol): a console page and JSON
// endpoints under /sandbox/* to mark a QR paid, resend a callback (duplicate, delayed), drop
// callbacks, list what was sent and reset everything.

type Body = Record<string, unknown>;

function numberOr(value: unknown, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && str(value) !== '' ? n : fallback;
}

function isFormPost(request: FastifyRequest): boolean {
  return String(request.headers['content-type'] ?? '').startsWith(
    'application/x-www-form-urlencoded',
  );
}

function view(txn: Transaction) {
  const { card, ...rest } = txn;
  return { ...rest, cardNo: card?.maskedNumber };
}

export function registerConsoleRoutes(app: FastifyInstance, state: SandboxState) {
  async function done(request: FastifyRequest, reply: FastifyReply, json: unknown) {
    if (isFormPost(request)) return reply.redirect('/sandbox', 303);
    return json;
  }

  /** Resends (or first sends) the callback; waits for it unless it is delayed. */
  async function deliver(request: FastifyRequest, txn: Transaction, body: Body) {
    const options = {
      repeat: Math.min(20, Math.max(1, numberOr(body.repeat, state.settings.repeat))),
      delayMs: Math.min(600_000, Math.max(0, numberOr(body.delayMs, state.settings.delayMs))),
    };
    const sending = sendBackgroundCallback(state, txn, request.log, options);
    if (options.delayMs === 0) await sending;
  }

  app.post('/sandbox/qr/:referenceNo/pay', async (request, reply) => {
    const { referenceNo } = request.params as { referenceNo: string };
    const body = (request.body ?? {}) as Body;
    const txn = state.transactions.get(referenceNo);
    if (txn?.paymentType !== 'Q') return reply.status(404).send({ message: 'no such QR' });
    if (txn.status !== 'G') return reply.status(409).send({ message: `QR is ${txn.status}` });
    txn.status = 'S';
    txn.resultCode = '00';
    txn.paidAt = new Date();
    if (!state.settings.isDropped || body.repeat !== undefined) await deliver(request, txn, body);
    return done(request, reply, view(txn));
  });

  app.post('/sandbox/transactions/:referenceNo/decline', async (request, reply) => {
    const { referenceNo } = request.params as { referenceNo: string };
    const txn = state.transactions.get(referenceNo);
    if (!txn) return reply.status(404).send({ message: 'no such transaction' });
    if (txn.status !== 'G')
      return reply.status(409).send({ message: `transaction is ${txn.status}` });
    txn.status = 'D';
    txn.resultCode = '17';
    txn.paidAt = new Date();
    await deliver(request, txn, (request.body ?? {}) as Body);
    return done(request, reply, view(txn));
  });

  app.post('/sandbox/transactions/:referenceNo/callback', async (request, reply) => {
    const { referenceNo } = request.params as { referenceNo: string };
    const txn = state.transactions.get(referenceNo);
    if (!txn) return reply.status(404).send({ message: 'no such transaction' });
    await deliver(request, txn, (request.body ?? {}) as Body);
    return done(request, reply, view(txn));
  });

  app.get('/sandbox/transactions', async () => [...state.transactions.values()].map(view));
  app.get('/sandbox/transactions/:referenceNo', async (request, reply) => {
    const txn = state.transactions.get((request.params as { referenceNo: string }).referenceNo);
    return txn ? view(txn) : reply.status(404).send({ message: 'no such transaction' });
  });
  app.get('/sandbox/callbacks', async () => state.callbacks);

  app.get('/sandbox/settings', async () => state.settings);
  app.post('/sandbox/settings', async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    state.settings = {
      repeat: Math.min(20, Math.max(1, numberOr(body.repeat, state.settings.repeat))),
      delayMs: Math.min(600_000, Math.max(0, numberOr(body.delayMs, state.settings.delayMs))),
      isDropped:
        body.isDropped === undefined
          ? state.settings.isDropped
          : body.isDropped === true || body.isDropped === 'true',
      refundOutcome: ['success', 'delayed', 'failed'].includes(str(body.refundOutcome))
        ? (str(body.refundOutcome) as 'success')
        : state.settings.refundOutcome,
      refundDelayMs: Math.min(
        3_600_000,
        Math.max(0, numberOr(body.refundDelayMs, state.settings.refundDelayMs)),
      ),
    };
    return done(request, reply, state.settings);
  });
  app.post('/sandbox/reset', async (request, reply) => {
    state.reset();
    return done(request, reply, { ok: true });
  });

  app.get('/sandbox', async (_request, reply) => {
    const rows = [...state.transactions.values()]
      .reverse()
      .map((t) => {
        const ref = escapeHtml(t.referenceNo);
        const actions =
          t.status === 'G' && t.paymentType === 'Q'
            ? `<form method="post" action="/sandbox/qr/${ref}/pay"><button>ทำเครื่องหมายว่าชำระแล้ว</button></form>`
            : `<form method="post" action="/sandbox/transactions/${ref}/callback"><input type="hidden" name="repeat" value="1"><button>ส่ง callback อีกครั้ง</button></form>`;
        return `<tr><td>${ref}</td><td>${escapeHtml(t.gbpReferenceNo)}</td><td>${t.paymentType}</td><td>${escapeHtml(t.amount)}</td><td>${t.status}</td><td>${escapeHtml(t.resultCode)}</td><td>${actions}</td></tr>`;
      })
      .join('');
    const s = state.settings;
    return reply.type('text/html; charset=utf-8').send(
      page(
        'คอนโซลระบบจำลองการชำระเงิน',
        `<table><tr><th>referenceNo</th><th>gbpReferenceNo</th><th>ประเภท</th><th>ยอด</th><th>สถานะ</th><th>ผล</th><th></th></tr>${rows}</table>
<h2>การส่ง callback</h2>
<form method="post" action="/sandbox/settings">
<label>ส่งซ้ำ (ครั้ง) <input name="repeat" value="${s.repeat}" size="3"></label>
<label>หน่วงเวลา (ms) <input name="delayMs" value="${s.delayMs}" size="6"></label>
<label>ไม่ส่ง callback <select name="isDropped"><option value="false">ส่ง</option><option value="true"${s.isDropped ? ' selected' : ''}>ไม่ส่ง</option></select></label>
<button>บันทึก</button></form>
<form method="post" action="/sandbox/reset"><button>ล้างข้อมูลทั้งหมด</button></form>`,
      ),
    );
  });
}
