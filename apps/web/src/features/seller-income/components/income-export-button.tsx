import type { IncomeFilter } from '@yangdee/contracts/income';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { downloadIncomeExport } from '../api/income';

// "Export to Excel" for the filter on screen (spec 7 export-income): says it is working while
// the file is made, and gives the Thai reason when it fails.

export function IncomeExportButton({
  filter,
  disabled,
}: {
  filter: IncomeFilter;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState({ busy: false, error: '', done: '' });
  const onClick = async () => {
    setState({ busy: true, error: '', done: '' });
    try {
      const name = await downloadIncomeExport(filter, t('sellerIncome.export.failed'));
      setState({ busy: false, error: '', done: t('sellerIncome.export.done', { name }) });
    } catch (error) {
      const message = error instanceof Error ? error.message : t('sellerIncome.export.failed');
      setState({ busy: false, error: message, done: '' });
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={onClick}
        disabled={state.busy || disabled}
        aria-busy={state.busy}
        data-testid="export-income"
        className="rounded-lg border border-emerald-800 bg-white px-4 py-2 font-semibold text-emerald-900 hover:bg-emerald-50 disabled:opacity-60"
      >
        {state.busy ? t('sellerIncome.export.working') : t('sellerIncome.export.button')}
      </button>
      <span aria-live="polite" className="text-sm text-slate-700">
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
