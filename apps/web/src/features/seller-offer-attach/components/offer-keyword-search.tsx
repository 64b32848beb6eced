import { STOCK_KEYWORD_MAX, StockFilterSchema } from '@yangdee/contracts/seller-stock';
import { KeywordSearchForm } from '../../../components/keyword-search-form';
import { useTranslation } from '../../../lib/use-translation';

/** The keyword box: the stock list's own rule (trimmed, at most STOCK_KEYWORD_MAX). */
const KeywordSchema = StockFilterSchema.pick({ keyword: true });

/** The keyword search over the shop's offers (attaching offers, an offer's promotions). */
export function OfferKeywordSearch({
  keyword,
  className,
  onSearch,
}: {
  keyword: string | undefined;
  className?: string;
  onSearch: (keyword: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <KeywordSearchForm
      schema={KeywordSchema}
      keyword={keyword}
      label={t('sellerPromotion.attach.keyword')}
      placeholder={t('sellerPromotion.attach.keywordPlaceholder')}
      button={t('common.search')}
      maxLength={STOCK_KEYWORD_MAX}
      className={className}
      onSearch={onSearch}
    />
  );
}
