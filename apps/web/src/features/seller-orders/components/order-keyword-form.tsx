import { zodResolver } from '@hookform/resolvers/zod';
import { ORDER_KEYWORD_MAX, SellerOrderFilterSchema } from '@yangdee/contracts/seller-orders';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form-field';
import { useTranslation } from '../../../lib/use-translation';

/** The keyword box: the order list's own rule (trimmed, at most ORDER_KEYWORD_MAX). */
const KeywordSchema = SellerOrderFilterSchema.pick({ keyword: true });

/** /seller/order/manage's keyword search: order number, customer name, phone or plate. */
export function OrderKeywordForm({
  keyword,
  onSearch,
}: {
  /** The keyword in the address. */
  keyword: string | undefined;
  onSearch: (keyword: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm({
    resolver: zodResolver(KeywordSchema),
    defaultValues: { keyword: keyword ?? '' },
  });
  // The box follows the address (back, forward, "clear filters").
  useEffect(() => form.reset({ keyword: keyword ?? '' }), [form, keyword]);
  const onSubmit = form.handleSubmit((values) => onSearch(values.keyword || undefined));
  return (
    <form onSubmit={onSubmit} className="col-span-2 lg:col-span-4">
      <Field
        id={`${id}-q`}
        label={t('sellerOrders.filter.keyword')}
        error={form.formState.errors.keyword?.message}
      >
        <div className="mt-1 flex gap-2">
          <input
            id={`${id}-q`}
            type="search"
            enterKeyHint="search"
            maxLength={ORDER_KEYWORD_MAX}
            placeholder={t('sellerOrders.filter.keywordPlaceholder')}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2"
            {...form.register('keyword')}
          />
          <button
            type="submit"
            className="rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900"
          >
            {t('sellerOrders.filter.search')}
          </button>
        </div>
      </Field>
    </form>
  );
}
