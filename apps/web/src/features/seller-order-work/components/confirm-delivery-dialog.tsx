import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import {
  CARRIER_MAX,
  type ConfirmDeliveryBody,
  ConfirmDeliveryBodySchema,
  type SellerOrderRow,
  TRACKING_TEXT_MAX,
} from '@yangdee/contracts/seller-orders';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorsOf, TextField } from '../../../components/form-field';
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

type ConfirmDeliveryValues = z.output<typeof ConfirmDeliveryBodySchema>;

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
  const form = useForm<ConfirmDeliveryBody, unknown, ConfirmDeliveryValues>({
    resolver: zodResolver(ConfirmDeliveryBodySchema),
    defaultValues: { id: order.id, carrier: '', trackingText: '' },
    // A field's message shows on sending and goes as soon as that field changes.
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const [formError, setFormError] = useState('');
  const field = (name: 'carrier' | 'trackingText') =>
    form.register(name, { onChange: () => form.clearErrors(name) });

  const submit = form.handleSubmit(async (body) => {
    setFormError('');
    try {
      const result = await confirm.mutateAsync(body);
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
      const server = fieldErrorsOf(error);
      for (const name of ['carrier', 'trackingText'] as const) {
        if (server[name]) form.setError(name, { message: server[name] });
      }
      setFormError(failure.message);
    }
  });

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
          <form noValidate onSubmit={submit} className="mt-4 space-y-4">
            <TextField
              label={t('sellerOrderWork.delivery.carrier')}
              list={`${id}-carriers`}
              maxLength={CARRIER_MAX}
              autoComplete="off"
              placeholder={t('sellerOrderWork.delivery.carrierPlaceholder')}
              error={errors.carrier?.message}
              registration={field('carrier')}
            />
            <datalist id={`${id}-carriers`}>
              {COMMON_CARRIERS.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
            <TextField
              label={t('sellerOrderWork.delivery.tracking')}
              maxLength={TRACKING_TEXT_MAX}
              autoComplete="off"
              placeholder={t('sellerOrderWork.delivery.trackingPlaceholder')}
              error={errors.trackingText?.message}
              registration={field('trackingText')}
            />
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
