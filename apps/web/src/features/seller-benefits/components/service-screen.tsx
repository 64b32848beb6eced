import { useQuery } from '@tanstack/react-query';
import type { GetShopServiceBody, ShopService } from '@yangdee/contracts/seller-benefits';
import { useId, useState } from 'react';
import { formatBaht } from '../../../lib/format-baht';
import { useTranslation } from '../../../lib/use-translation';
import { serviceListQueryOptions, useDeleteService } from '../api/benefits';
import { BenefitScreen } from './benefit-screen';
import { inputClass } from './form-bits';
import { ServiceForm } from './service-form';

// /seller/product/service (spec 2.3, 7): the shop's other services and how a cart counts them.

type OrderTypeFilter = NonNullable<GetShopServiceBody['type']>;

function ServiceDetails({ s }: { s: ShopService }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="text-lg font-semibold text-slate-900">
        {s.price > 0
          ? t('sellerBenefits.service.priceValue', { amount: formatBaht(s.price) })
          : t('sellerBenefits.service.free')}
      </p>
      <p className="flex flex-wrap gap-1 text-xs">
        <span className="rounded bg-emerald-50 px-2 py-0.5 font-semibold text-emerald-800">
          {s.offeringText}
        </span>
        <span className="rounded bg-slate-100 px-2 py-0.5 text-slate-800">{s.orderTypeText}</span>
      </p>
      {s.description ? (
        <p className="line-clamp-3 text-sm whitespace-pre-line break-words text-slate-600">
          {s.description}
        </p>
      ) : null}
    </>
  );
}

export function ServiceScreen() {
  const { t } = useTranslation();
  const id = useId();
  const [type, setType] = useState<OrderTypeFilter>('');
  const list = useQuery(serviceListQueryOptions({ type }));
  const remove = useDeleteService();
  const items = (list.data?.serviceList ?? []).map((s) => ({ ...s, id: s.sellerServiceId }));
  return (
    <BenefitScreen
      kind="service"
      items={items}
      isPending={list.isPending}
      error={list.error}
      filter={
        <div className="max-w-xs">
          <label htmlFor={`${id}-type`} className="block text-sm font-medium text-slate-800">
            {t('sellerBenefits.service.filter')}
          </label>
          <select
            id={`${id}-type`}
            className={inputClass}
            value={type}
            onChange={(e) => setType(e.target.value as OrderTypeFilter)}
          >
            <option value="">{t('sellerBenefits.common.all')}</option>
            <option value="SERVICE">{t('sellerBenefits.service.forService')}</option>
            <option value="DELIVERY">{t('sellerBenefits.service.forDelivery')}</option>
          </select>
        </div>
      }
      renderDetails={(s) => <ServiceDetails s={s} />}
      renderForm={(s, onDone) => <ServiceForm service={s} onDone={onDone} />}
      onDelete={(s) => remove.mutateAsync({ sellerServiceId: s.id })}
    />
  );
}
