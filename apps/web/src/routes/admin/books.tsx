import '../../lib/admin-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  BOOK_TERMS_ORDER,
  type BookFigures,
  type BooksBalance,
  type BooksForm,
  BooksFormSchema,
} from '@yangdee/contracts/books';
import { thaiMonthText } from '@yangdee/contracts/commission';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { TextField } from '../../components/form-field';
import { adminApi } from '../../features/admin/api/admin-api';
import { MonthField } from '../../features/admin/components/month-field';
import { satangText } from '../../features/admin/lib/admin-money';
import { bangkokMonthKey, isMonthKey, shiftMonthKey } from '../../features/admin/lib/admin-months';
import { usePageMeta } from '../../lib/use-page-meta';
import { useTranslation } from '../../lib/use-translation';

// /admin/books (permission `books`; issue 32 item 5, decisions 0141 and 0144): the books balance
// the server computes for a range of Bangkok months and one shop or all — money paid in against
// refunds + payouts + commission + fees + money still held, each in baht to the satang — with
// one clear line saying whether it balances and by how much not, the months one by one (cards on
// a phone, a table from md up) and the rows that break it. The query lives in the address.

function readQuery(params: URLSearchParams, thisMonth: string): BooksForm {
  const to = params.get('to');
  const from = params.get('from');
  const storeId = params.get('storeId') ?? '';
  const toMonth = isMonthKey(to) ? to : thisMonth;
  return {
    to: toMonth,
    from: isMonthKey(from) ? from : shiftMonthKey(toMonth, -2),
    storeId: /^\d{1,9}$/.test(storeId) ? storeId : '',
  };
}

function Figures({ figures }: { figures: BookFigures }) {
  const { t } = useTranslation();
  const out = BOOK_TERMS_ORDER.reduce((sum, key) => sum + figures[key], 0);
  const row = 'flex items-baseline justify-between gap-3 py-1.5';
  const amount = 'whitespace-nowrap text-right tabular-nums';
  return (
    <dl className="divide-y divide-slate-100">
      <div className={`${row} font-semibold`}>
        <dt>{t('adminBooks.paidIn')}</dt>
        <dd className={amount}>{t('adminBooks.baht', { amount: satangText(figures.paidIn) })}</dd>
      </div>
      {BOOK_TERMS_ORDER.map((key) => (
        <div key={key} className={row}>
          <dt className="text-slate-800">{t(`adminBooks.${key}`)}</dt>
          <dd className={amount}>{t('adminBooks.baht', { amount: satangText(figures[key]) })}</dd>
        </div>
      ))}
      <div className={`${row} font-semibold`}>
        <dt>{t('adminBooks.out')}</dt>
        <dd className={amount}>{t('adminBooks.baht', { amount: satangText(out) })}</dd>
      </div>
    </dl>
  );
}

function Verdict({ difference }: { difference: number }) {
  const { t } = useTranslation();
  const isBalanced = difference === 0;
  return (
    <p
      data-testid="books-verdict"
      className={`mt-3 rounded-lg px-3 py-2 font-semibold ${
        isBalanced ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900'
      }`}
    >
      {isBalanced
        ? t('adminBooks.balanced')
        : t('adminBooks.notBalanced', { amount: satangText(Math.abs(difference)) })}
    </p>
  );
}

function Months({ months }: { months: BooksBalance['months'] }) {
  const { t } = useTranslation();
  const columns = ['paidIn', ...BOOK_TERMS_ORDER] as const;
  const differenceText = (difference: number) =>
    difference === 0 ? t('adminBooks.monthBalanced') : satangText(difference);
  return (
    <>
      <ul className="mt-2 space-y-2 md:hidden" data-testid="books-month-cards">
        {months.map((m) => (
          <li key={m.month} className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
            <h3 className="font-semibold text-slate-900">{thaiMonthText(m.month)}</h3>
            <Figures figures={m} />
            <p className={m.difference === 0 ? 'text-emerald-800' : 'font-semibold text-red-800'}>
              {t('adminBooks.difference')}: {differenceText(m.difference)}
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-2 hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
        <table className="w-full text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th className="px-3 py-2 text-left">{t('adminBooks.month')}</th>
              {columns.map((key) => (
                <th key={key} className="px-3 py-2 text-right">
                  {t(`adminBooks.${key}`)}
                </th>
              ))}
              <th className="px-3 py-2 text-right">{t('adminBooks.difference')}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month} className="border-t border-slate-100">
                <td className="px-3 py-2 whitespace-nowrap">{thaiMonthText(m.month)}</td>
                {columns.map((key) => (
                  <td key={key} className="px-3 py-2 text-right tabular-nums whitespace-nowrap">
                    {satangText(m[key])}
                  </td>
                ))}
                <td
                  className={`px-3 py-2 text-right whitespace-nowrap ${
                    m.difference === 0 ? 'text-emerald-800' : 'font-semibold text-red-800'
                  }`}
                >
                  {differenceText(m.difference)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function Broken({ rows }: { rows: BooksBalance['broken'] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="mt-2 text-slate-700">{t('adminBooks.noBroken')}</p>;
  return (
    <ul className="mt-2 space-y-2">
      {rows.map((row) => (
        <li
          key={`${row.kind}-${row.orderId ?? ''}-${row.batchId ?? ''}`}
          className="rounded-xl border border-red-200 bg-white p-3 text-sm"
        >
          <p className="font-semibold text-red-900">{t(`adminBooks.kinds.${row.kind}`)}</p>
          <p className="text-slate-800">
            {row.orderId !== null ? t('adminBooks.brokenOrder', { id: row.orderId }) : null}
            {row.batchId !== null ? t('adminBooks.brokenBatch', { id: row.batchId }) : null} ·{' '}
            {t('adminBooks.brokenStore', { id: row.storeId })}
          </p>
          <p className="text-slate-700">
            {t('adminBooks.brokenAmounts', {
              expected: satangText(row.expected),
              found: satangText(row.found),
            })}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function Component() {
  const { t } = useTranslation();
  usePageMeta({ title: t('adminBooks.title') });
  const thisMonth = bangkokMonthKey();
  const [params, setParams] = useSearchParams();
  const query = readQuery(params, thisMonth);
  const form = useForm<BooksForm>({
    resolver: zodResolver(BooksFormSchema),
    defaultValues: query,
  });
  const { errors } = form.formState;
  const draft = form.watch();
  // The range is checked again on a new month once the form has been sent.
  const pick = (field: 'from' | 'to', month: string) =>
    form.setValue(field, month, { shouldValidate: form.formState.isSubmitted });
  const search = new URLSearchParams({ from: query.from, to: query.to });
  if (query.storeId) search.set('storeId', query.storeId);
  const books = useQuery({
    queryKey: ['admin', 'books', search.toString()],
    queryFn: ({ signal }) =>
      adminApi.get<BooksBalance>(`/api/admin/books?${search.toString()}`, { signal }),
    enabled: query.from <= query.to,
    placeholderData: keepPreviousData,
  });

  const submit = form.handleSubmit((values) => {
    const next = new URLSearchParams({ from: values.from, to: values.to });
    if (values.storeId) next.set('storeId', values.storeId);
    setParams(next);
  });
  const rangeError = errors.to?.message || errors.from?.message;
  const period =
    query.from === query.to
      ? t('adminBooks.periodOne', { month: thaiMonthText(query.from) })
      : t('adminBooks.period', { from: thaiMonthText(query.from), to: thaiMonthText(query.to) });

  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{t('adminBooks.title')}</h1>
      <p className="mt-1 text-slate-700">{t('adminBooks.intro')}</p>
      <form
        onSubmit={submit}
        noValidate
        className="mt-4 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-2 lg:grid-cols-4"
      >
        <MonthField
          legend={t('adminBooks.from')}
          monthLabel={t('adminBooks.fromMonth')}
          yearLabel={t('adminBooks.fromYear')}
          value={draft.from}
          latest={thisMonth}
          onChange={(from) => pick('from', from)}
        />
        <MonthField
          legend={t('adminBooks.to')}
          monthLabel={t('adminBooks.toMonth')}
          yearLabel={t('adminBooks.toYear')}
          value={draft.to}
          latest={thisMonth}
          onChange={(to) => pick('to', to)}
        />
        <TextField
          label={t('adminBooks.store')}
          hint={t('adminBooks.storeHint')}
          isDigits
          maxLength={9}
          error={errors.storeId?.message}
          registration={form.register('storeId')}
        />
        <div className="flex items-end">
          <button
            type="submit"
            className="w-full rounded-lg bg-slate-900 px-4 py-2 font-semibold text-white"
          >
            {t('adminBooks.show')}
          </button>
        </div>
        {rangeError ? (
          <p role="alert" className="text-sm text-red-800 md:col-span-2 lg:col-span-4">
            {rangeError}
          </p>
        ) : null}
      </form>

      {books.isPending && books.fetchStatus !== 'idle' ? (
        <p className="mt-4 text-slate-700">{t('admin.loading')}</p>
      ) : null}
      {books.isError ? (
        <p role="alert" className="mt-4 text-red-800">
          {books.error.message || t('admin.loadFailed')}
        </p>
      ) : null}
      {books.data ? (
        <>
          <section
            aria-labelledby="books-total"
            className="mt-4 rounded-xl border border-slate-200 bg-white p-4"
            data-testid="books-total"
          >
            <h2 id="books-total" className="text-lg font-semibold text-slate-900">
              {period} ·{' '}
              {query.storeId
                ? t('adminBooks.oneShop', { storeId: query.storeId })
                : t('adminBooks.allShops')}
            </h2>
            <Figures figures={books.data.total} />
            <Verdict difference={books.data.total.difference} />
          </section>
          <h2 className="mt-6 text-lg font-semibold text-slate-900">{t('adminBooks.months')}</h2>
          {books.data.months.length === 0 ? (
            <p className="mt-2 text-slate-700">{t('adminBooks.noMonths')}</p>
          ) : (
            <Months months={books.data.months} />
          )}
          <h2 className="mt-6 text-lg font-semibold text-slate-900">{t('adminBooks.broken')}</h2>
          <Broken rows={books.data.broken} />
        </>
      ) : null}
    </div>
  );
}
