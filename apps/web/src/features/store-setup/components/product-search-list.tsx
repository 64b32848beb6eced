import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { ProductSearchFormSchema, type SettingProduct } from '@yangdee/contracts/store-settings';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/form-field';
import { Pager } from '../../../components/pager';
import { Spinner } from '../../../components/spinner';
import { formatBaht } from '../../../lib/format-baht';
import { useTranslation } from '../../../lib/use-translation';
import { productsForSettingQueryOptions } from '../api/store-setup-api';
import { secondaryButton } from './form-bits';

// The shop's offers for the setting pages (products-for-setting): a keyword search (on Enter or
// the button), a pager, and one card per offer whose controls the caller gives.

export function ProductSearchList({
  label,
  renderControls,
}: {
  label: string;
  renderControls: (product: SettingProduct) => ReactNode;
}) {
  const { t } = useTranslation();
  const search = useForm<{ keyword?: string }, unknown, { keyword: string }>({
    resolver: zodResolver(ProductSearchFormSchema),
    defaultValues: { keyword: '' },
  });
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const products = useQuery(productsForSettingQueryOptions(keyword, page));
  const data = products.data;

  return (
    <div>
      <form
        aria-label={t('sellerSetup.products.search')}
        className="mb-4 flex flex-wrap items-end gap-2"
        onSubmit={search.handleSubmit((values) => {
          setKeyword(values.keyword);
          setPage(1);
        })}
      >
        <div className="min-w-48 flex-1">
          <TextField
            label={t('sellerSetup.products.search')}
            type="search"
            maxLength={100}
            placeholder={t('sellerSetup.products.searchHint')}
            inputClassName="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-600"
            registration={search.register('keyword')}
            error={search.formState.errors.keyword?.message}
          />
        </div>
        <button type="submit" className={`${secondaryButton} h-10`}>
          {t('sellerSetup.products.searchButton')}
        </button>
      </form>
      {!data ? (
        <Spinner />
      ) : data.productList.length === 0 ? (
        <p className="text-slate-600">{t('sellerSetup.products.none')}</p>
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-600">
            {t('sellerSetup.products.count', { count: data.total })}
          </p>
          <ul aria-label={label} className="grid gap-3 lg:grid-cols-2">
            {data.productList.map((p) => (
              <li
                key={p.sellerProductId}
                className="rounded-xl border border-slate-200 p-3"
                data-testid="setting-product"
              >
                <p className="font-semibold text-slate-900">{`${p.brand} ${p.model}`}</p>
                <p className="text-sm text-slate-600">
                  {t('sellerSetup.products.line', {
                    size: p.size,
                    year: p.year,
                    price: formatBaht(p.price),
                  })}
                </p>
                <div className="mt-2">{renderControls(p)}</div>
              </li>
            ))}
          </ul>
          {data.totalPage > 1 ? (
            <div className="mt-4">
              <Pager page={page} totalPages={data.totalPage} onPageChange={setPage} />
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
