import * as Dialog from '@radix-ui/react-dialog';
import {
  CARRIER_MAX,
  ConfirmDeliveryBodySchema,
  type SellerOrderRow,
  TRACKING_TEXT_MAX,
} from '@yangdee/contracts/seller-orders';
import { useId, useState } from 'react';
import { useReturnFocus } from '../../../components/use-return-focus';
import { useTranslation } from '../../../lib/use-translation';
import { useConfirmDelivery } from '../api/order-work';
import { actionFailure } from '../lib/action-failure';
import { showToast } from '../lib/toasts';
import { DialogFormFooter } from './dialog-form-footer';

// 'ยืนยันการจัดส่ง' (issue 15 item 3): the carrier (typed, with the common Thai carriers offered)
// and the tracking number the shopper's receipt and pre-delivery page show.

export const COMMON_CARRIERS = [
  'Kerry Express',
  'Flash Express',
  'ไปรษณีย์ไทย',
  'J&T Express',
  'SCG Express',
  'DHL eCommerce',
  'นิ่มเอ็กซ์เพรส',
] as const;

export function ConfirmDeliveryDialog({
  order,
  onClose,
}: {
  order: Pick<SellerOrderRow, 'id' | 'orderNo' | 'customerName'>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const returnFocus = useReturnFocus();
  const confirm = useConfirmDelivery();
  const [carrier, setCarrier] = useState('');
  const [trackingText, setTrackingText] = useState('');
  const [errors, setErrors] = useState<{ carrier?: string; trackingText?: string }>({});
  const [formError, setFormError] = useState('');

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFormError('');
    const parsed = ConfirmDeliveryBodySchema.safeParse({ id: order.id, carrier, trackingText });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'carrier' || key === 'trackingText') && !found[key])
          found[key] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const result = await confirm.mutateAsync(parsed.data);
      showToast({
        tone: 'success',
        text: result.message || t('sellerOrderWork.delivery.done', { no: order.orderNo }),
      });
      onClose();
    } catch (error) {
      const failure = actionFailure(error, t('sellerOrderWork.actionFailed'));
      if (failure.isConflict) {
        showToast({ tone: 'error', text: failure.message });
        onClose();
        return;
      }
      const { fieldErrors } = failure;
      if (fieldErrors) {
        const pick = (k: string) => {
          const v = fieldErrors[k];
          return Array.isArray(v) ? v[0] : v;
        };
        setErrors({ carrier: pick('carrier'), trackingText: pick('trackingText') });
      }
      setFormError(failure.message);
    }
  };

  const field = (
    name: 'carrier' | 'trackingText',
    label: string,
    value: string,
    set: (v: string) => void,
    extra: React.InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block font-medium text-slate-800">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        value={value}
        onChange={(e) => {
          set(e.target.value);
          if (errors[name]) setErrors({ ...errors, [name]: undefined });
        }}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-600"
        {...extra}
      />
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          {...returnFocus}
          aria-describedby={`${id}-desc`}
          className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[min(94vw,28rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold text-slate-900">
            {t('sellerOrderWork.delivery.dialogTitle', { no: order.orderNo })}
          </Dialog.Title>
          <p id={`${id}-desc`} className="mt-1 text-slate-700">
            {t('sellerOrderWork.delivery.dialogIntro', { name: order.customerName })}
          </p>
          <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-4">
            {field('carrier', t('sellerOrderWork.delivery.carrier'), carrier, setCarrier, {
              list: `${id}-carriers`,
              maxLength: CARRIER_MAX,
              autoComplete: 'off',
              placeholder: t('sellerOrderWork.delivery.carrierPlaceholder'),
            })}
            <datalist id={`${id}-carriers`}>
              {COMMON_CARRIERS.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
            {field(
              'trackingText',
              t('sellerOrderWork.delivery.tracking'),
              trackingText,
              setTrackingText,
              {
                maxLength: TRACKING_TEXT_MAX,
                autoComplete: 'off',
                placeholder: t('sellerOrderWork.delivery.trackingPlaceholder'),
              },
            )}
            <DialogFormFooter
              formError={formError}
              isBusy={confirm.isPending}
              submitLabel={t('sellerOrderWork.delivery.confirm')}
            />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
