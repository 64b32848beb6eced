import {
  cleanReplyText,
  REVIEW_MESSAGES,
  REVIEW_REPLY_MAX,
} from '@yangdee/contracts/seller-reviews';
import { type FormEvent, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { useReplyReview } from '../api/seller-reviews';

// The shop's one answer to a review: a plain-text box with a counter (counted as the server will
// store it), checked with the same rules before sending; the server's Thai message otherwise.

export function ReplyForm({ reviewId, onCancel }: { reviewId: number; onCancel: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const reply = useReplyReview();
  const length = cleanReplyText(text).length;
  const isOver = length > REVIEW_REPLY_MAX;

  // The answer is shown to shoppers and can be neither edited nor taken back: asked first.
  const [isConfirming, setIsConfirming] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (length === 0) return setError(REVIEW_MESSAGES.replyEmpty);
    if (isOver) return setError(REVIEW_MESSAGES.replyTooLong);
    setError('');
    setIsConfirming(true);
  };
  const send = () => {
    setIsConfirming(false);
    reply.mutate(
      { reviewId, reply: text },
      {
        onError: (e) =>
          setError(e instanceof ApiError ? e.message : t('sellerReview.reply.failed')),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="mt-3 space-y-2" data-testid="reply-form" noValidate>
      <label htmlFor={`${id}-text`} className="block text-sm font-semibold text-slate-800">
        {t('sellerReview.reply.label')}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t('sellerReview.reply.hint')}
      </p>
      <textarea
        id={`${id}-text`}
        rows={3}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setError('');
        }}
        aria-describedby={`${id}-hint ${id}-count${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
        data-testid="reply-text"
      />
      <p
        id={`${id}-count`}
        className={`text-right text-xs ${isOver ? 'font-semibold text-red-700' : 'text-slate-600'}`}
      >
        {t('sellerReview.reply.counter', {
          length: length.toLocaleString('en-US'),
          max: REVIEW_REPLY_MAX.toLocaleString('en-US'),
        })}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
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
        isOpen={isConfirming}
        title={t('sellerReview.reply.confirmTitle')}
        message={t('sellerReview.reply.confirmMessage', { text: cleanReplyText(text) })}
        onCancel={() => setIsConfirming(false)}
        onConfirm={send}
      />
    </form>
  );
}
