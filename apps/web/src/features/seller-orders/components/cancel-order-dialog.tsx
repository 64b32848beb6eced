import * as Dialog from '@radix-ui/react-dialog';
import {
  CANCEL_REASON_CODES,
  CANCEL_REASON_MAX,
  CANCEL_REASONS,
  type CancelOrderBody,
  CancelOrderBodySchema,
  type CancelReasonCode,
  type SellerOrderDetail,
} from '@yangdee/contracts/seller-orders';
import { useEffect, useId, useState } from 'react';
import { useReturnFocus } from '../../../components/use-return-focus';
import { formatBaht } from '../../../lib/format-baht';
import { useTranslation } from '../../../lib/use-translation';

// The shop cancels an order (issue 15 item 3): a reason from the list, typed text for อื่น ๆ, and
// what happens plainly said: the tyres go back to stock, the seat is freed, and for a paid order
// the money the shopper paid is recorded as owed back to them.

export function CancelOrderDialog({
  order,
  isOpen,
  isBusy,
  serverErrors,
  onConfirm,
  onClose,
}: {
  order: SellerOrderDetail;
  isOpen: boolean;
  isBusy: boolean;
  serverErrors?: Record<string, string | string[]>;
  onConfirm: (body: CancelOrderBody) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const returnFocus = useReturnFocus();
  const [code, setCode] = useState<CancelReasonCode | ''>('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (isOpen) {
      setCode('');
      setText('');
      setErrors({});
    }
  }, [isOpen]);
  useEffect(() => {
    if (!serverErrors) return;
    const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';
    setErrors({
      reasonCode: first(serverErrors.reasonCode),
      reasonText: first(serverErrors.reasonText),
    });
  }, [serverErrors]);

  const submit = () => {
    const parsed = CancelOrderBodySchema.safeParse({
      id: order.id,
      reasonCode: code,
      reasonText: text,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '_');
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    onConfirm({
      id: order.id,
      reasonCode: parsed.data.reasonCode,
      reasonText: parsed.data.reasonText,
    });
  };

  const isPaid = order.paidNow > 0;
  const isOther = code === 'OTHER';
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          {...returnFocus}
          aria-describedby={`${id}-money`}
          className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[min(94vw,30rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold text-slate-900">
            {t('sellerOrders.cancel.title', { orderNo: order.orderNo })}
          </Dialog.Title>
          <div
            id={`${id}-money`}
            className="mt-3 space-y-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          >
            {isPaid ? (
              <p className="font-semibold" data-testid="cancel-money">
                {t('sellerOrders.cancel.refund', { amount: formatBaht(order.paidNow) })}
              </p>
            ) : null}
            <p>{t('sellerOrders.cancel.stock')}</p>
            <p>{t('sellerOrders.cancel.sms')}</p>
          </div>
          <fieldset className="mt-4">
            <legend className="font-semibold text-slate-900">
              {t('sellerOrders.cancel.reason')}
            </legend>
            <div className="mt-2 space-y-1">
              {CANCEL_REASON_CODES.map((c) => (
                <label
                  key={c}
                  className="flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-slate-50"
                >
                  <input
                    type="radio"
                    name={`${id}-reason`}
                    value={c}
                    checked={code === c}
                    onChange={() => setCode(c)}
                    className="h-5 w-5 accent-emerald-800"
                  />
                  <span>{CANCEL_REASONS[c]}</span>
                </label>
              ))}
            </div>
            {errors.reasonCode ? (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {errors.reasonCode}
              </p>
            ) : null}
          </fieldset>
          <div className="mt-3">
            <label htmlFor={`${id}-text`} className="block text-sm font-medium text-slate-800">
              {isOther
                ? t('sellerOrders.cancel.textRequired')
                : t('sellerOrders.cancel.textOptional')}
            </label>
            <textarea
              id={`${id}-text`}
              rows={3}
              maxLength={CANCEL_REASON_MAX}
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={Boolean(errors.reasonText)}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
            />
            {errors.reasonText ? (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {errors.reasonText}
              </p>
            ) : null}
          </div>
          <div className="mt-5 flex flex-wrap justify-end gap-3">
            <Dialog.Close className="rounded-lg border border-slate-300 px-5 py-2 text-slate-700 hover:bg-slate-50">
              {t('sellerOrders.cancel.back')}
            </Dialog.Close>
            <button
              type="button"
              disabled={isBusy}
              onClick={submit}
              className="rounded-lg bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            >
              {t('sellerOrders.cancel.submit')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
