import type { SellerOrderFilter } from '@yangdee/contracts/seller-orders';
import { useState } from 'react';
import { readShopAcl } from '../../../app/layouts/seller-session';
import { useTranslation } from '../../../lib/use-translation';
import { downloadOrderExport } from '../api/export-orders';

// The manage page's "export to Excel" (issue 15 item 7): downloads the orders of the filter on
// screen as an .xlsx; says it is working while the file is made; a Thai error when it fails.
// Only staff with the manageOrder flag see it (the server refuses the others anyway).

export function ExportOrdersButton({ filter }: { filter: SellerOrderFilter }) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ busy: boolean; error: string; done: string }>({
    busy: false,
    error: '',
    done: '',
  });
  if (readShopAcl().manageOrder !== true) return null;
  const onClick = async () => {
    setState({ busy: true, error: '', done: '' });
    try {
      const name = await downloadOrderExport(filter, t('sellerOrderPrint.export.failed'));
      setState({ busy: false, error: '', done: t('sellerOrderPrint.export.done', { name }) });
    } catch (error) {
      setState({
        busy: false,
        error: error instanceof Error ? error.message : t('sellerOrderPrint.export.failed'),
        done: '',
      });
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={onClick}
        disabled={state.busy}
        aria-busy={state.busy}
        className="rounded-lg border border-emerald-800 bg-white px-4 py-2 font-semibold text-emerald-900 hover:bg-emerald-50 disabled:opacity-60"
        data-testid="export-orders"
      >
        {state.busy ? t('sellerOrderPrint.export.working') : t('sellerOrderPrint.export.button')}
      </button>
      <span role="status" className="text-sm text-slate-700">
        {state.done}
      </span>
      {state.error ? (
        <p role="alert" className="text-sm text-red-700">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}
