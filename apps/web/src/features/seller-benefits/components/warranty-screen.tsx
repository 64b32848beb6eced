import { useQuery } from '@tanstack/react-query';
import {
  BENEFIT_TYPE_LABEL_TH,
  BENEFIT_TYPES,
  type BenefitType,
  type ShopWarranty,
} from '@yangdee/contracts/seller-benefits';
import { useId, useState } from 'react';
import { formatNumber } from '../../../lib/format-baht';
import { useTranslation } from '../../../lib/use-translation';
import { useDeleteWarranty, warrantyListQueryOptions } from '../api/benefits';
import { BenefitScreen } from './benefit-screen';
import { inputClass } from './form-bits';
import { WarrantyForm } from './warranty-form';

// /seller/product/warranty (spec 2.3, 7): the shop's warranties, free gifts and other benefits.

function WarrantyDetails({ w }: { w: ShopWarranty }) {
  const { t } = useTranslation();
  const limits = [
    w.months ? t('sellerBenefits.warranty.monthsValue', { count: w.months }) : '',
    w.kilometres ? t('sellerBenefits.warranty.kmValue', { km: formatNumber(w.kilometres) }) : '',
  ].filter(Boolean);
  return (
    <>
      <p className="flex flex-wrap gap-1 text-xs">
        <span className="rounded bg-emerald-50 px-2 py-0.5 font-semibold text-emerald-800">
          {w.typeText}
        </span>
        {limits.length > 0 ? (
          <span className="rounded bg-slate-100 px-2 py-0.5 text-slate-800">
            {limits.join(` ${t('sellerBenefits.warranty.or')} `)}
          </span>
        ) : null}
      </p>
      {w.remark ? (
        <p className="line-clamp-3 text-sm whitespace-pre-line break-words text-slate-600">
          {w.remark}
        </p>
      ) : null}
    </>
  );
}

export function WarrantyScreen() {
  const { t } = useTranslation();
  const id = useId();
  const [type, setType] = useState<BenefitType | ''>('');
  const list = useQuery(warrantyListQueryOptions({ type }));
  const remove = useDeleteWarranty();
  const items = (list.data?.warrantyList ?? []).map((w) => ({ ...w, id: w.sellerWarrantyId }));
  return (
    <BenefitScreen
      kind="warranty"
      items={items}
      isPending={list.isPending}
      error={list.error}
      filter={
        <div className="max-w-xs">
          <label htmlFor={`${id}-type`} className="block text-sm font-medium text-slate-800">
            {t('sellerBenefits.warranty.type')}
          </label>
          <select
            id={`${id}-type`}
            className={inputClass}
            value={type}
            onChange={(e) => setType(e.target.value as BenefitType | '')}
          >
            <option value="">{t('sellerBenefits.common.all')}</option>
            {BENEFIT_TYPES.map((value) => (
              <option key={value} value={value}>
                {BENEFIT_TYPE_LABEL_TH[value]}
              </option>
            ))}
          </select>
        </div>
      }
      renderDetails={(w) => <WarrantyDetails w={w} />}
      renderForm={(w, onDone) => <WarrantyForm warranty={w} onDone={onDone} />}
      onDelete={(w) => remove.mutateAsync({ sellerWarrantyId: w.id })}
    />
  );
}
