import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatProductionYear } from '@yangdee/contracts/production-year';
import type { StockRow } from '@yangdee/contracts/seller-stock';
import { useState } from 'react';
import { Link } from 'react-router';
import { Pager } from '../../../components/pager';
import { ApiError } from '../../../lib/api';
import { formatBaht } from '../../../lib/format-baht';
import { useTranslation } from '../../../lib/use-translation';
import { attachStockQueryOptions } from '../../seller-offer-attach/api/attach-stock';
import { OfferKeywordSearch } from '../../seller-offer-attach/components/offer-keyword-search';
import {
  offerPromotionsQueryOptions,
  SELLER_PROMOTIONS_KEY,
  toggleProductPromotion,
} from '../api/seller-promotions';
import { amountText } from './promotion-card-head';
import { PromotionStateBadge } from './promotion-state-badge';

// /seller/product/promotion (spec 2.3; decision 0097): the same attachments seen from the other
// side — find an offer, open it, and tick the promotions it carries (update-promotion-product,
// toggle-product-promotion). Creating and editing promotions happens on /promotion/v2.

export function OfferPromotionsScreen() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState({ keyword: '', page: 1 });
  const [openId, setOpenId] = useState<number | null>(null);
  const stock = useQuery(attachStockQueryOptions(filter));
  return (
    <div className="space-y-4">
      <p className="text-slate-600">
        {t('sellerPromotion.byOffer.intro')}{' '}
        <Link
          to="/seller/product/promotion/v2"
          className="font-semibold text-emerald-800 underline"
        >
          {t('sellerPromotion.byOffer.toList')}
        </Link>
      </p>
      <OfferKeywordSearch
        keyword={filter.keyword}
        className="rounded-xl border border-slate-200 bg-white p-4"
        onSearch={(keyword) => setFilter({ keyword, page: 1 })}
      />
      {stock.error instanceof ApiError ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          {stock.error.message}
        </p>
      ) : null}
      {stock.data && stock.data.stockList.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">
          {t('sellerPromotion.attach.empty')}
        </p>
      ) : null}
      <ul className="space-y-2">
        {(stock.data?.stockList ?? []).map((row) => (
          <OfferItem
            key={row.id}
            row={row}
            isOpen={openId === row.id}
            onOpen={() => setOpenId(openId === row.id ? null : row.id)}
          />
        ))}
      </ul>
      {stock.data ? (
        <Pager
          page={Math.min(filter.page, stock.data.totalPage)}
          totalPages={stock.data.totalPage}
          onPageChange={(page) => setFilter((f) => ({ ...f, page }))}
        />
      ) : null}
    </div>
  );
}

function OfferItem({
  row,
  isOpen,
  onOpen,
}: {
  row: StockRow;
  isOpen: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="rounded-xl border border-slate-200 bg-white" data-testid="offer-item">
      <button
        type="button"
        aria-expanded={isOpen}
        onClick={onOpen}
        className="flex w-full flex-wrap items-center justify-between gap-2 p-3 text-left"
      >
        <span className="min-w-0">
          <span className="block font-semibold break-words">
            {row.brand} {row.model}
          </span>
          <span className="block text-sm text-slate-600">
            {row.size} ·{' '}
            {t('sellerPromotion.attach.year', { year: formatProductionYear(row.year) })} ·{' '}
            {t('sellerPromotion.attach.baht', { amount: formatBaht(row.price) })}
          </span>
        </span>
        <span className="text-sm font-semibold text-emerald-800">
          {isOpen ? t('sellerPromotion.byOffer.close') : t('sellerPromotion.byOffer.open')}
        </span>
      </button>
      {isOpen ? <OfferPromotionChoices sellerProductId={row.id} /> : null}
    </li>
  );
}

function OfferPromotionChoices({ sellerProductId }: { sellerProductId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const choices = useQuery(offerPromotionsQueryOptions(sellerProductId));
  const [error, setError] = useState('');
  const toggle = async (promotionId: number, isSelect: boolean) => {
    setError('');
    try {
      await toggleProductPromotion(promotionId, sellerProductId, isSelect);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('sellerPromotion.attach.failed'));
    }
    await queryClient.invalidateQueries({ queryKey: [SELLER_PROMOTIONS_KEY] });
  };
  const list = choices.data?.promotionList ?? [];
  return (
    <div className="border-t border-slate-100 p-3">
      {error ? (
        <p role="alert" className="mb-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {choices.data && list.length === 0 ? (
        <p className="text-sm text-slate-600">{t('sellerPromotion.byOffer.none')}</p>
      ) : null}
      <ul className="space-y-2">
        {list.map((p) => (
          <li key={p.sellerPromotionId}>
            <label className="flex items-start gap-3">
              <input
                type="checkbox"
                className="mt-0.5 h-5 w-5 accent-emerald-700"
                checked={p.isSelect}
                onChange={(e) => toggle(p.sellerPromotionId, e.target.checked)}
              />
              <span className="min-w-0 flex-1">
                <span className="block break-words">{p.title}</span>
                <span className="text-sm text-slate-600">
                  {amountText(p)} · <PromotionStateBadge state={p.state} text={p.stateText} />
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
