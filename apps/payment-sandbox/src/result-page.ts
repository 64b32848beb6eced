import type { FastifyReply } from 'fastify';
import { resultFields } from './fields';
import { escapeHtml, page, returnToShopPage } from './html';
import type { Transaction } from './state';

/** Sends the browser back to the shop's responseUrl with the result fields (form POST). */
export function showResult(reply: FastifyReply, txn: Transaction) {
  const html = txn.responseUrl
    ? returnToShopPage('กำลังกลับไปยังร้านค้า', txn.responseUrl, resultFields(txn))
    : page('ผลการชำระเงิน', `<p>${escapeHtml(txn.resultCode)}</p>`);
  return reply.type('text/html; charset=utf-8').send(html);
}
