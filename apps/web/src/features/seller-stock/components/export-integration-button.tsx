import {
  PRODUCT_INTEGRATION_CATEGORIES,
  type ProductIntegrationCategory,
} from '@yangdee/contracts/seller-stock';
import { useId, useState } from 'react';
import { readShopAcl } from '../../../app/layouts/seller-session';
import { useTranslation } from '../../../lib/use-translation';
import { downloadProductIntegration } from '../api/export-integration';

// export-product-integration (decision 0092): the catalogue rows (our ids, brand codes, sizes)
// with the shop's offers as an .xlsx for the shop's own system. Only staff with the Excel flag
// (manageExcelproduct) see it; the server refuses the others anyway.

export function ExportIntegrationButton() {
  const { t } = useTranslation();
  const id = useId();
  const [category, setCategory] = useState<ProductIntegrationCategory>('stock');
  const [state, setState] = useState({ busy: false, error: '', done: '' });
  if (readShopAcl().manageExcelproduct !== true) return null;
  const onClick = async () => {
    setState({ busy: true, error: '', done: '' });
    try {
      const name = await downloadProductIntegration(category, t('sellerStock.integration.failed'));
      setState({ busy: false, error: '', done: t('sellerStock.integration.done', { name }) });
    } catch (error) {
      const text = error instanceof Error && error.message ? error.message : '';
      setState({ busy: false, error: text || t('sellerStock.integration.failed'), done: '' });
    }
  };
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id={`${id}-title`} className="font-semibold text-slate-900">
        {t('sellerStock.integration.label')}
      </h2>
      <div className="mt-2 grid gap-3 sm:flex sm:flex-wrap sm:items-end">
        <div className="min-w-0">
          <label htmlFor={`${id}-category`} className="block text-sm font-medium text-slate-800">
            {t('sellerStock.integration.category')}
          </label>
          <select
            id={`${id}-category`}
            value={category}
            onChange={(e) => setCategory(e.target.value as ProductIntegrationCategory)}
            className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
          >
            {PRODUCT_INTEGRATION_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`sellerStock.integration.c_${c}`)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          onClick={onClick}
          disabled={state.busy}
          aria-busy={state.busy}
          data-testid="export-integration"
          className="rounded-lg border border-emerald-800 bg-white px-4 py-2 font-semibold text-emerald-900 hover:bg-emerald-50 disabled:opacity-60"
        >
          {state.busy ? t('sellerStock.integration.working') : t('sellerStock.integration.button')}
        </button>
      </div>
      <p aria-live="polite" className="mt-2 text-sm text-slate-700 empty:hidden">
        {state.done}
      </p>
      {state.error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {state.error}
        </p>
      ) : null}
    </section>
  );
}
