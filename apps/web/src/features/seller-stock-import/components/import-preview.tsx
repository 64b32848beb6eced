import { STOCK_IMPORT_ROW_KIND, type StockImportResponse } from '@yangdee/contracts/stock-import';
import { Pager } from '../../../components/pager';
import { useTranslation } from '../../../lib/use-translation';

// The preview of an uploaded file (issue 16 item 2): totals, then the rows of one kind — by
// default new, changed and error rows (unchanged ones only on request) — each with its row
// number, the tyre, "old → new" per field or the cell and Thai reason of each error.

const KIND_STYLE: Record<number, string> = {
  [STOCK_IMPORT_ROW_KIND.NEW]: 'bg-sky-100 text-sky-900',
  [STOCK_IMPORT_ROW_KIND.CHANGED]: 'bg-amber-100 text-amber-900',
  [STOCK_IMPORT_ROW_KIND.UNCHANGED]: 'bg-slate-100 text-slate-700',
  [STOCK_IMPORT_ROW_KIND.ERROR]: 'bg-red-100 text-red-800',
};

export function ImportTotals({ job }: { job: NonNullable<StockImportResponse['job']> }) {
  const { t } = useTranslation();
  const items = [
    ['new', job.countNew, STOCK_IMPORT_ROW_KIND.NEW],
    ['changed', job.countChanged, STOCK_IMPORT_ROW_KIND.CHANGED],
    ['unchanged', job.countUnchanged, STOCK_IMPORT_ROW_KIND.UNCHANGED],
    ['error', job.countError, STOCK_IMPORT_ROW_KIND.ERROR],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="import-totals">
      {items.map(([key, count, kind]) => (
        <div key={key} className={`rounded-lg px-3 py-2 ${KIND_STYLE[kind]}`}>
          <dt className="text-sm">{t(`sellerStockImport.totals.${key}`)}</dt>
          <dd className="text-xl font-bold" data-testid={`total-${key}`}>
            {count.toLocaleString('en-US')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

type Props = {
  data: StockImportResponse;
  kind: number;
  page: number;
  onKind: (kind: number) => void;
  onPage: (page: number) => void;
};

export function ImportPreview({ data, kind, page, onKind, onPage }: Props) {
  const { t } = useTranslation();
  const tabs = [-1, STOCK_IMPORT_ROW_KIND.ERROR, STOCK_IMPORT_ROW_KIND.UNCHANGED];
  return (
    <section className="space-y-3" aria-label={t('sellerStockImport.preview.title')}>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('sellerStockImport.preview.title')}</legend>
        {tabs.map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={kind === k}
            onClick={() => onKind(k)}
            className={`rounded-full border px-3 py-1 text-sm ${kind === k ? 'border-emerald-800 bg-emerald-800 text-white' : 'border-slate-300 bg-white text-slate-800'}`}
          >
            {t(`sellerStockImport.preview.tab${k === -1 ? 'Work' : k}`)}
          </button>
        ))}
      </fieldset>
      {data.rows.length === 0 ? (
        <p className="text-slate-600">{t('sellerStockImport.preview.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {data.rows.map((row) => (
            <li key={row.rowNo} className="px-3 py-2" data-testid="import-row">
              <div className="flex flex-wrap items-baseline gap-2">
                <span
                  className={`rounded px-2 py-0.5 text-xs font-semibold ${KIND_STYLE[row.kind]}`}
                >
                  {t(`sellerStockImport.kind.${row.kind}`)}
                </span>
                <span className="text-sm text-slate-600">
                  {t('sellerStockImport.preview.rowNo', { n: row.rowNo })}
                  {row.sellerProductId
                    ? ` · ${t('sellerStockImport.preview.stockId', { id: row.sellerProductId })}`
                    : ''}
                </span>
                <span className="min-w-0 break-words font-medium text-slate-900">{row.title}</span>
              </div>
              {row.changes.length > 0 ? (
                <ul className="mt-1 space-y-0.5 text-sm text-slate-800">
                  {row.changes.map((c) => (
                    <li key={c.field}>
                      <span className="text-slate-600">{c.label}: </span>
                      {c.from !== null ? (
                        <>
                          <s className="text-slate-500">{c.from}</s> → <strong>{c.to}</strong>
                        </>
                      ) : (
                        <strong>{c.to}</strong>
                      )}
                    </li>
                  ))}
                </ul>
              ) : null}
              {row.errors.length > 0 ? (
                <ul className="mt-1 space-y-0.5 text-sm text-red-700">
                  {row.errors.map((e) => (
                    <li key={`${e.cell}${e.message}`}>
                      <strong>{e.cell}</strong>: {e.message}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {data.totalPage > 1 ? (
        <Pager page={page} totalPages={data.totalPage} onPageChange={onPage} />
      ) : null}
    </section>
  );
}
