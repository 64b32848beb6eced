import { zodResolver } from '@hookform/resolvers/zod';
import {
  cleanReplyText,
  REVIEW_REPLY_MAX,
  type ReplyReviewBody,
  ReplyReviewBodySchema,
} from '@yangdee/contracts/seller-reviews';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Field } from '../../../components/form-field';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { useReplyReview } from '../api/seller-reviews';

// The shop's one answer to a review: a plain-text box with a counter (counted as the server will
// store it), checked with the same schema before sending; the server's Thai message otherwise.

export function ReplyForm({ reviewId, onCancel }: { reviewId: number; onCancel: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const reply = useReplyReview();
  const form = useForm<ReplyReviewBody, unknown, { reviewId: number; reply: string }>({
    resolver: zodResolver(ReplyReviewBodySchema),
    defaultValues: { reviewId, reply: '' },
    // The message shows on sending and goes as soon as the text changes.
    reValidateMode: 'onSubmit',
  });
  const text = String(form.watch('reply') ?? '');
  const error = form.formState.errors.reply?.message;
  const length = cleanReplyText(text).length;
  const isOver = length > REVIEW_REPLY_MAX;

  // The answer is shown to shoppers and can be neither edited nor taken back: asked first.
  const [confirming, setConfirming] = useState<{ reviewId: number; reply: string } | null>(null);
  const onSubmit = form.handleSubmit((body) => setConfirming(body));
  const send = () => {
    if (!confirming) return;
    setConfirming(null);
    reply.mutate(confirming, {
      onError: (e) =>
        form.setError('reply', {
          message: e instanceof ApiError ? e.message : t('sellerReview.reply.failed'),
        }),
    });
  };

  return (
    <form onSubmit={onSubmit} className="mt-3 space-y-2" data-testid="reply-form" noValidate>
      <Field id={`${id}-text`} label={t('sellerReview.reply.label')} error={error}>
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {t('sellerReview.reply.hint')}
        </p>
        <textarea
          id={`${id}-text`}
          rows={3}
          aria-describedby={`${id}-hint ${id}-count${error ? ` ${id}-text-error` : ''}`}
          aria-invalid={error ? true : undefined}
          className="mt-2 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
          data-testid="reply-text"
          {...form.register('reply', { onChange: () => form.clearErrors('reply') })}
        />
        <p
          id={`${id}-count`}
          className={`mt-1 text-right text-xs ${isOver ? 'font-semibold text-red-700' : 'text-slate-600'}`}
        >
          {t('sellerReview.reply.counter', {
            length: length.toLocaleString('en-US'),
            max: REVIEW_REPLY_MAX.toLocaleString('en-US'),
          })}
        </p>
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t('sellerReview.reply.cancel')}
        </button>
        <button
          type="submit"
          disabled={reply.isPending}
          className="rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60"
          data-testid="reply-submit"
        >
          {reply.isPending ? t('sellerReview.reply.sending') : t('sellerReview.reply.submit')}
        </button>
      </div>
      <ConfirmDialog
        isOpen={confirming !== null}
        title={t('sellerReview.reply.confirmTitle')}
        message={t('sellerReview.reply.confirmMessage', { text: confirming?.reply ?? '' })}
        onCancel={() => setConfirming(null)}
        onConfirm={send}
      />
    </form>
  );
}
