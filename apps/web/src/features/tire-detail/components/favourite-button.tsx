import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { useUserSession } from '../../../lib/auth-store';
import { useTranslation } from '../../../lib/use-translation';
import { favouriteIdsQueryOptions, useToggleFavourite } from '../api/favourites';

const button =
  'inline-flex items-center gap-2 rounded-lg border px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700';

/** Heart toggle: signed-in customers add or remove the tyre; others are sent to log in first. */
export function FavouriteButton({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { token } = useUserSession();
  const ids = useQuery(favouriteIdsQueryOptions(token));
  const toggle = useToggleFavourite();

  if (!token) {
    const redirect = encodeURIComponent(location.pathname + location.search);
    return (
      <Link
        to={`/login?redirect=${redirect}`}
        className={`${button} border-slate-300 text-slate-800`}
      >
        <span aria-hidden="true">♡</span>
        {t('tireDetail.favourite.signIn')}
      </Link>
    );
  }
  const isFavourite = ids.data?.productIds.includes(productId) ?? false;
  return (
    <div>
      <button
        type="button"
        aria-pressed={isFavourite}
        disabled={ids.isPending || toggle.isPending}
        onClick={() => toggle.mutate({ productId, isFavourite })}
        className={`${button} ${isFavourite ? 'border-red-600 bg-red-50 text-red-700' : 'border-slate-300 text-slate-800'} disabled:opacity-60`}
      >
        <span aria-hidden="true">{isFavourite ? '♥' : '♡'}</span>
        {isFavourite ? t('tireDetail.favourite.remove') : t('tireDetail.favourite.add')}
      </button>
      {toggle.isError ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {t('tireDetail.favourite.error')}
        </p>
      ) : null}
    </div>
  );
}
