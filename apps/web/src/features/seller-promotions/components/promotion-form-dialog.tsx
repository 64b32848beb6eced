import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { PROMOTION_AMOUNT_TYPES } from '@yangdee/contracts/pricing';
import {
  PROMOTION_REMARK_MAX,
  PROMOTION_TITLE_MAX,
  PROMOTION_TYPE_LABEL_TH,
  type PromotionRow,
  promotionUnit,
  SavePromotionBodySchema,
  type SavePromotionInput,
} from '@yangdee/contracts/seller-promotions';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useReturnFocus } from '../../../components/use-return-focus';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { DateField } from '../../seller-orders/components/date-field';
import { useSavePromotion } from '../api/seller-promotions';
import { formValuesOf } from '../lib/promotion-form';
import { BannerField } from './banner-field';
import { RichTextEditor } from './rich-text-editor';

// New / edit promotion (issue 16 §4): every field of save-promotion, validated in the browser by
// the server's own schema; banners with a preview; the rich detail (sanitised by the server).

const input = 'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2';
const labelCss = 'block text-sm font-medium text-slate-800';
const bannerOf = (data: string | null) => (data ? { data } : null);
const FIELDS = ['title', 'type', 'amount', 'minQty', 'startDate', 'endDate', 'remark'] as const;

type Props = {
  promotion: PromotionRow | null;
  isOpen: boolean;
  onClose: () => void;
  onSaved: (row: PromotionRow) => void;
};

export function PromotionFormDialog({ promotion, isOpen, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          {...returnFocus}
          className="fixed inset-x-0 top-0 z-50 mx-auto max-h-dvh w-full max-w-2xl overflow-y-auto bg-white p-4 shadow-xl sm:top-6 sm:max-h-[92vh] sm:rounded-2xl sm:p-6"
        >
          <Dialog.Title className="text-lg font-bold text-slate-900">
            {promotion ? t('sellerPromotion.form.editTitle') : t('sellerPromotion.form.newTitle')}
          </Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">
            {t('sellerPromotion.form.intro')}
          </Dialog.Description>
          {isOpen ? (
            <PromotionForm promotion={promotion} onClose={onClose} onSaved={onSaved} />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PromotionForm({ promotion, onClose, onSaved }: Omit<Props, 'isOpen'>) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSavePromotion();
  const [banners, setBanners] = useState<{
    top?: string | null;
    mobile?: string | null;
  }>({});
  const form = useForm<SavePromotionInput>({
    resolver: zodResolver(SavePromotionBodySchema),
    defaultValues: formValuesOf(promotion),
  });
  const { errors, isSubmitting } = form.formState;
  const type = form.watch('type');
  const unit = promotionUnit(type);

  const onSubmit = form.handleSubmit(async (values) => {
    const body: SavePromotionInput = {
      ...values,
      sellerPromotionId: promotion?.sellerPromotionId,
      ...(banners.top !== undefined ? { topBanner: bannerOf(banners.top) } : {}),
      ...(banners.mobile !== undefined ? { topBannerMobile: bannerOf(banners.mobile) } : {}),
    };
    try {
      onSaved((await save.mutateAsync(body)).promotion);
    } catch (error) {
      if (!(error instanceof ApiError) || !error.fieldErrors) return;
      for (const key of FIELDS) {
        const messages = error.fieldErrors[key];
        if (messages) {
          form.setError(key, { message: Array.isArray(messages) ? messages[0] : messages });
        }
      }
    }
  });
  const err = (key: (typeof FIELDS)[number]) =>
    errors[key]?.message ? (
      <p id={`${id}-${key}-error`} className="mt-1 text-sm text-red-700">
        {errors[key]?.message}
      </p>
    ) : null;
  const aria = (key: (typeof FIELDS)[number]) => ({
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${id}-${key}-error` : undefined,
  });
  const saveError =
    save.error instanceof ApiError && !save.error.fieldErrors ? save.error.message : '';

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-title`} className={labelCss}>
          {t('sellerPromotion.form.title')}
        </label>
        <input
          id={`${id}-title`}
          className={input}
          maxLength={PROMOTION_TITLE_MAX}
          {...aria('title')}
          {...form.register('title')}
        />
        {err('title')}
      </div>
      <div>
        <label htmlFor={`${id}-type`} className={labelCss}>
          {t('sellerPromotion.form.type')}
        </label>
        <select id={`${id}-type`} className={input} {...aria('type')} {...form.register('type')}>
          {PROMOTION_AMOUNT_TYPES.map((x) => (
            <option key={x} value={x}>
              {PROMOTION_TYPE_LABEL_TH[x]} ({promotionUnit(x)})
            </option>
          ))}
        </select>
        {err('type')}
      </div>
      <div>
        <label htmlFor={`${id}-amount`} className={labelCss}>
          {t('sellerPromotion.form.amount', { unit })}
        </label>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          className={input}
          {...aria('amount')}
          {...form.register('amount')}
        />
        {err('amount')}
      </div>
      {(['startDate', 'endDate'] as const).map((key) => (
        <div key={key}>
          {/* The back office's Buddhist-era date field, never the browser's Gregorian picker. */}
          <Controller
            control={form.control}
            name={key}
            render={({ field }) => (
              <DateField
                label={t(`sellerPromotion.form.${key}`)}
                value={String(field.value ?? '')}
                onChange={(ymd) => {
                  field.onChange(ymd);
                  if (form.formState.isSubmitted) void form.trigger(['startDate', 'endDate']);
                }}
                testId={`promotion-${key}`}
                emptyText={t('sellerPromotion.form.pickDate')}
                errorId={errors[key] ? `${id}-${key}-error` : undefined}
              />
            )}
          />
          {err(key)}
        </div>
      ))}
      <div>
        <label htmlFor={`${id}-min`} className={labelCss}>
          {t('sellerPromotion.form.minQty')}
        </label>
        <input
          id={`${id}-min`}
          inputMode="numeric"
          className={input}
          {...aria('minQty')}
          {...form.register('minQty')}
        />
        {err('minQty')}
      </div>
      <div className="flex flex-col justify-end gap-2">
        <label className="flex items-center gap-2">
          <input type="checkbox" className="h-5 w-5" {...form.register('isTogglable')} />
          {t('sellerPromotion.form.isTogglable')}
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" className="h-5 w-5" {...form.register('isActive')} />
          {t('sellerPromotion.form.isActive')}
        </label>
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-remark`} className={labelCss}>
          {t('sellerPromotion.form.remark')}
        </label>
        <input
          id={`${id}-remark`}
          className={input}
          maxLength={PROMOTION_REMARK_MAX}
          {...aria('remark')}
          {...form.register('remark')}
        />
        {err('remark')}
      </div>
      <div className="sm:col-span-2">
        <span id={`${id}-detail-label`} className={labelCss}>
          {t('sellerPromotion.form.detail')}
        </span>
        <RichTextEditor
          id={`${id}-detail`}
          labelId={`${id}-detail-label`}
          value={promotion?.detail ?? ''}
          onChange={(html) => form.setValue('detail', html)}
        />
      </div>
      <BannerField
        label={t('sellerPromotion.form.banner.top')}
        savedUrl={promotion?.topBanner ?? ''}
        value={banners.top}
        onChange={(top) => setBanners((b) => ({ ...b, top }))}
        testId="promotion-banner-top"
      />
      <BannerField
        label={t('sellerPromotion.form.banner.mobile')}
        savedUrl={promotion?.topBannerMobile ?? ''}
        value={banners.mobile}
        onChange={(mobile) => setBanners((b) => ({ ...b, mobile }))}
        testId="promotion-banner-mobile"
      />
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-alt`} className={labelCss}>
          {t('sellerPromotion.form.imageTitle')}
        </label>
        <input id={`${id}-alt`} className={input} {...form.register('imageTitle')} />
      </div>
      {saveError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800 sm:col-span-2">
          {saveError}
        </p>
      ) : null}
      <div className="flex justify-end gap-3 sm:col-span-2">
        <button
          type="button"
          onClick={onClose}
          className="rounded-lg border border-slate-300 px-5 py-2 text-slate-700 hover:bg-slate-50"
        >
          {t('common.cancel')}
        </button>
        <button
          type="submit"
          disabled={isSubmitting}
          data-testid="promotion-save"
          className="rounded-lg bg-emerald-800 px-5 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60"
        >
          {t('common.save')}
        </button>
      </div>
    </form>
  );
}
