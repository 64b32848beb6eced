import { useQuery } from '@tanstack/react-query';
import type { PayoutLine } from '@yangdee/contracts/payouts';
import { useState } from 'react';
import { formatNumber } from '../../../lib/format-baht';
import { formatThaiDate, formatThaiDateTime } from '../../../lib/format-thai-date';
import { useTranslation } from '../../../lib/use-translation';
import {
  downloadStatement,
  payoutStatementQueryOptions,
  payoutStatementsQueryOptions,
} from '../api/payouts';

// The shop's payout statements on /seller/income (decision 0140): one card per batch line
// (period, entries, gross, fee, commission, refunds recovered, net paid, status, reference),
// opened to its entries, printable, and downloadable as .xlsx.

const money = (baht: number) => formatNumber(baht, 2);
const statusClass: Record<PayoutLine['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  transferred: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
  carried: 'bg-slate-100 text-slate-800',
};

function StatementDetail({ line }: { line: PayoutLine }) {
  const { t } = useTranslation();
  const detail = useQuery(payoutStatementQueryOptions(line.id));
  const [message, setMessage] = useState('');
  return (
    <div className="mt-3 border-t border-slate-200 pt-3" data-testid="payout-statement-detail">
      <div className="flex flex-wrap gap-2 print:hidden">
        <button
          type="button"
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium"
          onClick={() => window.print()}
        >
          {t('sellerPayouts.statements.print')}
        </button>
        <button
          type="button"
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium"
          onClick={() =>
            downloadStatement(line.id, t('sellerPayouts.statements.downloadFailed'))
              .then(() => setMessage(''))
              .catch((error: Error) => setMessage(error.message))
          }
        >
          {t('sellerPayouts.statements.download')}
        </button>
      </div>
      {message ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {message}
        </p>
      ) : null}
      {detail.data ? (
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {detail.data.entries.map((e) => (
            <li key={`${e.kind}-${e.orderNo}`} className="flex justify-between gap-3 py-1.5">
              <span className="min-w-0">
                <span className="font-medium">{e.orderNo}</span>
                <span className="block text-slate-600">
                  {e.kind === 'refund'
                    ? t('sellerPayouts.statements.refundLine')
                    : t('sellerPayouts.statements.incomeLine', {
                        gross: money(e.gross),
                        fee: money(e.fee),
                        commission: money(e.commission),
                      })}
                </span>
              </span>
              <span className={e.net < 0 ? 'text-red-700' : 'text-slate-900'}>{money(e.net)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function StatementCard({ line }: { line: PayoutLine }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid="payout-statement">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-slate-900">
            {t('sellerPayouts.statements.batch', { reference: line.batchReference })}
          </p>
          <p className="text-sm text-slate-600">
            {t('sellerPayouts.statements.period', {
              from: line.periodFrom ? formatThaiDate(line.periodFrom) : '-',
              to: formatThaiDate(line.periodTo),
            })}
            {' · '}
            {line.storeName}
          </p>
        </div>
        <span
          className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${statusClass[line.status]}`}
        >
          {t(`sellerPayouts.status.${line.status}`)}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        <dt className="text-slate-600">{t('sellerPayouts.statements.entries')}</dt>
        <dd className="text-right sm:text-left">{line.entryCount}</dd>
        <dt className="text-slate-600">{t('sellerPayouts.statements.gross')}</dt>
        <dd className="text-right sm:text-left">{money(line.gross)}</dd>
        <dt className="text-slate-600">{t('sellerPayouts.statements.fee')}</dt>
        <dd className="text-right sm:text-left">{money(line.fee)}</dd>
        <dt className="text-slate-600">{t('sellerPayouts.statements.commission')}</dt>
        <dd className="text-right sm:text-left">{money(line.commission)}</dd>
        <dt className="text-slate-600">{t('sellerPayouts.statements.refunds')}</dt>
        <dd className="text-right sm:text-left">{money(line.refundsRecovered)}</dd>
        <dt className="font-semibold text-slate-900">{t('sellerPayouts.statements.net')}</dt>
        <dd className="text-right font-semibold sm:text-left" data-testid="payout-statement-net">
          {money(line.netPaid)}
        </dd>
      </dl>
      {line.holdReason ? (
        <p className="mt-2 rounded-lg bg-slate-50 p-2 text-sm text-slate-700">
          {t(`sellerPayouts.hold.${line.holdReason}`)}
        </p>
      ) : null}
      {line.status === 'transferred' ? (
        <p className="mt-2 text-sm text-emerald-900">
          {t('sellerPayouts.statements.transferred', {
            date: line.transferredAt ? formatThaiDateTime(line.transferredAt) : '',
            reference: line.bankReference ?? '',
            account: `${line.bankName ?? ''} ${line.accountNumberMasked ?? ''}`,
          })}
        </p>
      ) : null}
      {line.failedReason ? <p className="mt-2 text-sm text-red-800">{line.failedReason}</p> : null}
      <button
        type="button"
        className="mt-3 text-sm font-semibold text-emerald-800 underline print:hidden"
        aria-expanded={isOpen}
        onClick={() => setIsOpen((v) => !v)}
      >
        {isOpen ? t('sellerPayouts.statements.close') : t('sellerPayouts.statements.open')}
      </button>
      {isOpen ? <StatementDetail line={line} /> : null}
    </li>
  );
}

export function PayoutStatements() {
  const { t } = useTranslation();
  const list = useQuery(payoutStatementsQueryOptions());
  if (list.isError) {
    return (
      <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
        {list.error.message}
      </p>
    );
  }
  if (!list.data) return null;
  return (
    <section aria-label={t('sellerPayouts.statements.title')} className="space-y-3">
      <p className="text-sm text-slate-700">{t('sellerPayouts.statements.hint')}</p>
      {list.data.lines.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">
          {t('sellerPayouts.statements.empty')}
        </p>
      ) : (
        <ul className="space-y-3">
          {list.data.lines.map((line) => (
            <StatementCard key={line.id} line={line} />
          ))}
        </ul>
      )}
    </section>
  );
}
