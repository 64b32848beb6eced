import { canOpenSellerPage } from '@yangdee/contracts/seller-pages';
import type { SellerReview } from '@yangdee/contracts/seller-reviews';
import { useState } from 'react';
import { Link } from 'react-router';
import { readShopAcl } from '../../../app/layouts/seller-session';
import { formatThaiDate, formatThaiDateTime } from '../../../lib/format-thai-date';
import { useTranslation } from '../../../lib/use-translation';
import { ReplyForm } from './reply-form';
import { StarRow } from './star-row';

// One review as the shop reads it: stars, who and when, the branch (owners of several), the
// order it came from (a link when the staff member may open orders), the text, and the shop's
// answer — or a button to write the one answer it may give.

export function ReviewCard({ review, showStore }: { review: SellerReview; showStore: boolean }) {
  const { t } = useTranslation();
  const [isReplying, setIsReplying] = useState(false);
  const canOpenOrder = canOpenSellerPage(readShopAcl(), '/seller/order/detail/:id');
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-4"
      data-testid="review-row"
      data-review-id={review.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <StarRow
            rating={review.rating}
            label={t('sellerReview.summary.stars', { count: review.rating })}
          />
          <p className="font-semibold break-words text-slate-900">{review.reviewerName}</p>
          <p className="text-sm text-slate-600">{formatThaiDateTime(review.createdAt)}</p>
        </div>
        <div className="text-right text-sm">
          {showStore ? <p className="text-slate-700">{review.storeName}</p> : null}
          {review.order ? (
            <p>
              <span className="text-slate-600">{t('sellerReview.list.order')} </span>
              {canOpenOrder ? (
                <Link
                  to={`/seller/order/detail/${review.order.id}`}
                  className="font-semibold break-all text-emerald-900 underline underline-offset-2"
                  data-testid="review-order-link"
                >
                  {review.order.orderNo}
                </Link>
              ) : (
                <span className="font-semibold break-all">{review.order.orderNo}</span>
              )}
            </p>
          ) : (
            <p className="text-slate-500">{t('sellerReview.list.noOrder')}</p>
          )}
        </div>
      </div>
      {review.text ? (
        <p className="mt-2 whitespace-pre-line break-words text-slate-800">{review.text}</p>
      ) : null}
      {review.reply ? (
        <div
          className="mt-3 rounded-lg border-l-4 border-emerald-700 bg-emerald-50 p-3"
          data-testid="review-reply"
        >
          <p className="text-sm font-semibold text-emerald-900">
            {t('sellerReview.list.replied')}
            {review.repliedAt ? (
              <span className="font-normal text-slate-600">
                {' '}
                · {formatThaiDate(review.repliedAt)}
              </span>
            ) : null}
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-slate-800">{review.reply}</p>
        </div>
      ) : isReplying ? (
        <ReplyForm reviewId={review.id} onCancel={() => setIsReplying(false)} />
      ) : (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
          <p className="text-sm text-slate-600">{t('sellerReview.list.onceNote')}</p>
          <button
            type="button"
            onClick={() => setIsReplying(true)}
            className="rounded-lg border border-emerald-800 px-4 py-2 text-sm font-semibold text-emerald-900 hover:bg-emerald-50"
            data-testid="reply-open"
          >
            {t('sellerReview.list.reply')}
          </button>
        </div>
      )}
    </li>
  );
}
