import type { CommissionDocument } from '@yangdee/contracts/commission';
import { thaiMonthText } from '@yangdee/contracts/commission';
import { formatNumber } from '../../../lib/format-baht';
import { formatThaiDate } from '../../../lib/format-thai-date';
import { useTranslation } from '../../../lib/use-translation';

// /seller/income/commission/:id (issue 32 item 3, decision 0141): the marketplace's tax invoice /
// receipt to the shop for a month's commission and payment fees, on one A4 page: the words
// ใบกำกับภาษี/ใบเสร็จรับเงิน, seller and buyer with their tax ids and head office / branch, the
// serial and the date of issue, the lines (VAT included), the value before VAT, the VAT 7 % and
// the total in figures and in Thai words. Exactly what was frozen when it was issued.

const money = (satang: number) => formatNumber(satang / 100, 2);

function Party({ label, party }: { label: string; party: CommissionDocument['seller'] }) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0">
      <h2 className="font-bold">{label}</h2>
      <p className="font-semibold">{party.name}</p>
      <p>{party.address}</p>
      {party.taxId ? <p>{t('sellerCommission.sheet.taxId', { taxId: party.taxId })}</p> : null}
      <p>
        {party.branchNo === '00000'
          ? t('sellerCommission.sheet.headOffice')
          : t('sellerCommission.sheet.branchNo', { branchNo: party.branchNo })}
      </p>
    </div>
  );
}

export function CommissionInvoiceSheet({ doc }: { doc: CommissionDocument }) {
  const { t } = useTranslation();
  const cell = 'border-b border-slate-300 px-2 py-1.5 align-top';
  return (
    <article
      className="print-sheet mx-auto max-w-[190mm] rounded-xl border border-slate-200 bg-white p-3 text-[13px] leading-snug text-black sm:p-6"
      aria-labelledby="commission-invoice-title"
      data-testid="commission-invoice-sheet"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-black pb-3">
        <div className="min-w-0 sm:max-w-[60%] print:max-w-[60%]">
          <Party label={t('sellerCommission.sheet.seller')} party={doc.seller} />
        </div>
        <div className="sm:text-right print:text-right">
          <h1 id="commission-invoice-title" className="text-xl font-bold">
            {t('sellerCommission.sheet.title')}
          </h1>
          <p className="text-sm">{t('sellerCommission.sheet.original')}</p>
          <p>{t('sellerCommission.sheet.docNo', { docNo: doc.docNo })}</p>
          <p>{t('sellerCommission.sheet.issueDate', { date: formatThaiDate(doc.issueDate) })}</p>
          <p>{t('sellerCommission.sheet.monthNote', { month: thaiMonthText(doc.month) })}</p>
        </div>
      </header>

      <section className="keep border-b border-slate-300 py-3">
        <Party label={t('sellerCommission.sheet.buyer')} party={doc.buyer} />
      </section>

      <div className="mt-3 overflow-x-auto print:overflow-visible">
        <table className="w-full border-collapse">
          <thead>
            <tr className="border-b-2 border-black text-left">
              <th scope="col" className="w-10 px-2 py-1.5">
                {t('sellerCommission.sheet.no')}
              </th>
              <th scope="col" className="px-2 py-1.5">
                {t('sellerCommission.sheet.description')}
              </th>
              <th scope="col" className="px-2 py-1.5 text-right">
                {t('sellerCommission.sheet.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {doc.lines.map((line, i) => (
              <tr key={line.code}>
                <td className={cell}>{i + 1}</td>
                <td className={`${cell} break-words`}>{line.title}</td>
                <td className={`${cell} whitespace-nowrap text-right tabular-nums`}>
                  {money(line.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="keep mt-3 flex flex-wrap items-start justify-between gap-4">
        <p className="min-w-0 flex-1 text-sm">
          {t('sellerCommission.sheet.vatIncluded')}
          <br />
          {t('sellerCommission.sheet.paidBy')}
        </p>
        <dl className="w-full max-w-xs">
          {(
            [
              [t('sellerCommission.sheet.beforeVat'), doc.beforeVat, false],
              [t('sellerCommission.sheet.vat'), doc.vat, false],
              [t('sellerCommission.sheet.total'), doc.total, true],
            ] as const
          ).map(([label, value, strong]) => (
            <div
              key={label}
              className={`flex justify-between gap-4 border-b border-slate-300 py-1 ${strong ? 'font-bold' : ''}`}
            >
              <dt>{label}</dt>
              <dd className="whitespace-nowrap text-right tabular-nums">{money(value)}</dd>
            </div>
          ))}
        </dl>
      </div>
      <p className="keep mt-2 text-right font-semibold" data-testid="commission-total-text">
        {t('sellerCommission.sheet.totalText', { text: doc.totalText })}
      </p>

      <footer className="keep mt-12 grid grid-cols-2 gap-8 text-center">
        <p />
        <p className="border-t border-black pt-1">
          {t('sellerCommission.sheet.receivedBy')}
          <br />
          {doc.seller.name}
        </p>
      </footer>
    </article>
  );
}
