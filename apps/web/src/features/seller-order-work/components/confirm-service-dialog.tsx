import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import {
  type ConfirmServiceBody,
  type ConfirmServiceForm,
  confirmServiceFormSchema,
  type ServiceBoardOrder,
} from '@yangdee/contracts/seller-orders';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FieldError, TextField, textInputClass } from '../../../components/form-field';
import { useReturnFocus } from '../../../components/use-return-focus';
import { bangkokParts } from '../../../lib/bangkok-date';
import { formatBaht } from '../../../lib/format-baht';
import { useTranslation } from '../../../lib/use-translation';
import { useConfirmService } from '../api/order-work';
import { actionFailure } from '../lib/action-failure';
import { showToast } from '../lib/toasts';
import { DialogFormFooter } from './dialog-form-footer';

// 'ยืนยันการติดตั้ง' (issue 15 item 3, issue 37 item 10): the DOT code of every fitted tyre
// (4 digits: a real week and year, not after today: the rule of contracts/dot-codes, the server
// checks it again by its own clock), and for a deposit order an explicit choice: the remainder
// collected now, or not yet (recorded later on the order's detail). A refusal (someone else
// handled it, 409) closes the dialog with the server's message and the board is fetched again.

/** Today in Bangkok as YYYY-MM-DD, by the browser's clock. */
function bangkokToday(): string {
  const p = bangkokParts(new Date());
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

export function ConfirmServiceDialog({
  order,
  onClose,
}: {
  order: ServiceBoardOrder;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const returnFocus = useReturnFocus();
  const confirm = useConfirmService();
  const form = useForm<ConfirmServiceForm, unknown, ConfirmServiceBody>({
    // "Not after today" by the clock at the moment of sending.
    resolver: (values, context, options) =>
      zodResolver(
        confirmServiceFormSchema(order, bangkokToday(), {
          dotMissing: t('sellerOrderWork.service.dotMissing'),
          remainRequired: t('sellerOrderWork.service.remainRequired'),
        }),
      )(values, context, options),
    defaultValues: {
      lines: order.items.map((item) => ({
        itemId: item.id,
        codes: Array.from({ length: item.quantity }, () => ''),
      })),
      remain: '',
    },
    // A message shows on sending and goes as soon as its field changes.
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const [formError, setFormError] = useState('');

  const submit = form.handleSubmit(async (body) => {
    setFormError('');
    try {
      const result = await confirm.mutateAsync(body);
      showToast({
        tone: 'success',
        text: result.message || t('sellerOrderWork.service.done', { no: order.orderNo }),
      });
      onClose();
    } catch (error) {
      const failure = actionFailure(error, t('sellerOrderWork.actionFailed'));
      if (failure.isConflict) {
        showToast({ tone: 'error', text: failure.message });
        onClose();
        return;
      }
      // The server's per-tyre reasons ('dotCodes.<item>.<n>') land under their inputs.
      for (const [field, messages] of Object.entries(failure.fieldErrors ?? {})) {
        const m = /^dotCodes\.(\d+)\.(\d+)$/.exec(field);
        const line = m ? order.items.findIndex((item) => item.id === Number(m[1])) : -1;
        if (m && line >= 0 && messages[0]) {
          form.setError(`lines.${line}.codes.${Number(m[2])}`, { message: messages[0] });
        }
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
          className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[min(94vw,30rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold text-slate-900">
            {t('sellerOrderWork.service.dialogTitle', { no: order.orderNo })}
          </Dialog.Title>
          <p id={`${id}-desc`} className="mt-1 text-slate-700">
            {t('sellerOrderWork.service.dialogIntro', {
              plate: order.licensePlate || '-',
              name: order.customerName,
            })}
          </p>
          <form noValidate onSubmit={submit} className="mt-4 space-y-4">
            {order.items.map((item, line) => (
              <fieldset key={item.id} className="rounded-xl border border-slate-200 p-3">
                <legend className="px-1 font-semibold text-slate-900">
                  {item.title} × {item.quantity}
                </legend>
                <p className="text-sm text-slate-600">{t('sellerOrderWork.service.dotHint')}</p>
                <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
                  {Array.from({ length: item.quantity }, (_, n) => {
                    const name = `lines.${line}.codes.${n}` as const;
                    return (
                      <TextField
                        key={name}
                        label={
                          <>
                            {t('sellerOrderWork.service.dotLabel', { n: n + 1 })}
                            <span className="sr-only"> {item.title}</span>
                          </>
                        }
                        isDigits
                        maxLength={4}
                        autoComplete="off"
                        placeholder="3226"
                        inputClassName={`${textInputClass} text-center tracking-widest`}
                        error={errors.lines?.[line]?.codes?.[n]?.message}
                        registration={form.register(name, {
                          onChange: () => form.clearErrors(name),
                        })}
                      />
                    );
                  })}
                </div>
              </fieldset>
            ))}
            {order.remain > 0 ? (
              <fieldset
                className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950"
                aria-describedby={errors.remain ? `${id}-remain-error` : undefined}
              >
                <legend className="px-1 font-semibold">
                  {t('sellerOrderWork.service.remainQuestion', {
                    amount: formatBaht(order.remain),
                  })}
                </legend>
                {(['collected', 'later'] as const).map((choice) => (
                  <label key={choice} className="mt-2 flex items-start gap-3">
                    <input
                      type="radio"
                      value={choice}
                      className="mt-1 h-5 w-5"
                      {...form.register('remain', { onChange: () => form.clearErrors('remain') })}
                    />
                    <span className={choice === 'collected' ? 'font-semibold' : ''}>
                      {choice === 'collected'
                        ? t('sellerOrderWork.service.remainCollected', {
                            amount: formatBaht(order.remain),
                          })
                        : t('sellerOrderWork.service.remainNotCollected')}
                    </span>
                  </label>
                ))}
                <FieldError id={`${id}-remain-error`} message={errors.remain?.message} />
              </fieldset>
            ) : null}
            <DialogFormFooter
              formError={formError}
              isBusy={confirm.isPending}
              submitLabel={t('sellerOrderWork.service.confirm')}
            />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
