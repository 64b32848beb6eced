import type { StoreCard } from '@yangdee/contracts/store-search';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';

/** A shop in the store tab of /search: picture, name, branch, address, rating; links to the shop. */
export function StoreResultCard({ store }: { store: StoreCard }) {
  const { t } = useTranslation();
  return (
    <article
      className="relative flex gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm focus-within:border-emerald-600 hover:border-emerald-600"
      data-testid="store-card"
    >
      <div className="flex h-20 w-28 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100">
        {store.picture && (
          <img
            src={store.picture}
            alt={t('catalog.search.storePictureAlt', { name: store.name })}
            loading="lazy"
            width={112}
            height={80}
            className="h-full w-full object-cover"
          />
        )}
      </div>
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-900">
          <Link
            to={`/store/${encodeURIComponent(store.param)}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {store.name}
          </Link>
        </h3>
        {store.branchName && <p className="text-sm text-slate-600">{store.branchName}</p>}
        <p className="text-sm text-slate-600">
          {[store.address, store.district, store.province].filter(Boolean).join(' ')}
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {store.ratingCount > 0
            ? t('catalog.search.rating', {
                rating: store.ratingAverage.toFixed(1),
                count: store.ratingCount,
              })
            : t('catalog.search.noRating')}
          {' · '}
          {store.isRepairShop ? t('catalog.search.repairShop') : t('catalog.search.tyreShop')}
        </p>
      </div>
    </article>
  );
}
