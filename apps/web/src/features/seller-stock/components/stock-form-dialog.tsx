import { useQuery } from '@tanstack/react-query';
import type { StockRow } from '@yangdee/contracts/seller-stock';
import { FormDialog } from '../../../components/form-dialog';
import { useTranslation } from '../../../lib/use-translation';
import { stockDetailQueryOptions, stockProductsQueryOptions } from '../api/stock';
import { messageOf } from './form-bits';
import { StockForm } from './stock-form';

// The form in its dialog: a new offer (years from get-stock-products) or an offer to edit (read
// afresh with get-stock-detail, whose years include the offer's own if it is older).

export type FormTarget = { mode: 'new' } | { mode: 'edit'; row: StockRow } | null;

export function StockFormDialog({
  target,
  onClose,
  onSaved,
}: {
  target: FormTarget;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const editId = target?.mode === 'edit' ? target.row.id : 0;
  const detail = useQuery({ ...stockDetailQueryOptions(editId), enabled: editId > 0 });
  const years = useQuery({ ...stockProductsQueryOptions({}), enabled: target?.mode === 'new' });
  const loading = (
    <p className="py-6 text-center text-slate-600">{t('sellerStock.form.loading')}</p>
  );

  let body = loading;
  if (target?.mode === 'edit') {
    if (detail.error) {
      body = (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          {messageOf(detail.error, t('sellerStock.form.failed'))}
        </p>
      );
    } else if (detail.data && detail.data.id === editId) {
      body = (
        <StockForm
          key={editId}
          detail={detail.data}
          yearOptions={detail.data.yearOptions}
          onCancel={onClose}
          onSaved={onSaved}
        />
      );
    }
  } else if (target?.mode === 'new' && years.data) {
    body = <StockForm yearOptions={years.data.yearOptions} onCancel={onClose} onSaved={onSaved} />;
  }
  return (
    <FormDialog
      isOpen={target !== null}
      title={
        target?.mode === 'edit' ? t('sellerStock.form.editTitle') : t('sellerStock.form.newTitle')
      }
      onClose={onClose}
    >
      {body}
    </FormDialog>
  );
}
