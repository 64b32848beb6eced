import '../../../../lib/admin-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ShopDetail,
  type TaxBranchBody,
  TaxBranchBodySchema,
} from '@yangdee/contracts/admin-shops';
import { type FormEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field, fieldErrorsOf } from '../../../../components/form-field';
import { ApiError } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/use-translation';
import { saveTaxBranch, shopQueryOptions } from '../api/shops';

// The shop's tax branch number on the operator's shop page (decision 0143): five digits, 00000
// for the head office, printed on the commission tax invoice. Checked when sent, then as typed.

export function TaxBranchForm({ shop, className }: { shop: ShopDetail; className: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const id = useId();
  const form = useForm<TaxBranchBody>({
    resolver: zodResolver(TaxBranchBodySchema),
    defaultValues: { taxBranchNo: shop.taxBranchNo },
  });
  const save = useMutation({
    mutationFn: (body: TaxBranchBody) => saveTaxBranch(shop.id, body.taxBranchNo),
    onSuccess: (answer) => {
      queryClient.setQueryData(shopQueryOptions(shop.id).queryKey, answer);
      setSaved(true);
    },
  });
  const serverError =
    save.error instanceof ApiError
      ? fieldErrorsOf(save.error).taxBranchNo || save.error.message
      : '';
  const error = form.formState.errors.taxBranchNo?.message || serverError;
  const submit = (event: FormEvent) => {
    setSaved(false);
    return form.handleSubmit((body) => save.mutate(body))(event);
  };
  return (
    <section aria-labelledby="shop-tax" className={className}>
      <h2 id="shop-tax" className="text-lg font-semibold text-slate-900">
        {t('adminShops.tax.title')}
      </h2>
      <form onSubmit={submit} noValidate className="mt-2 space-y-2">
        <Field
          id={`${id}-tax`}
          label={t('adminShops.tax.label')}
          hint={t('adminShops.tax.hint')}
          error={error}
        >
          <input
            id={`${id}-tax`}
            inputMode="numeric"
            maxLength={5}
            autoComplete="off"
            aria-describedby={error ? `${id}-tax-hint ${id}-tax-error` : `${id}-tax-hint`}
            aria-invalid={error ? true : undefined}
            className={`mt-1 w-full rounded-lg border px-3 py-2 sm:w-48 ${error ? 'border-red-600' : 'border-slate-300'}`}
            {...form.register('taxBranchNo')}
          />
        </Field>
        <button
          type="submit"
          disabled={save.isPending}
          className="rounded-lg bg-slate-900 px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          {t('adminShops.tax.save')}
        </button>
      </form>
      {saved ? (
        <p role="status" className="mt-1 text-sm text-emerald-800">
          {t('adminShops.done.taxBranch')}
        </p>
      ) : null}
    </section>
  );
}
