import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../lib/use-translation';
import { type HomeBrand, homeBrandsQueryOptions } from '../api/get-home-brands';

/** Home: the brands as a grid linking to /brand/{param}. */
export function BrandGrid() {
  const { t } = useTranslation();
  const brands = useQuery(homeBrandsQueryOptions());

  if (brands.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  }
  if (brands.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        <p>{t('error.connection')}</p>
        <button
          type="button"
          onClick={() => void brands.refetch()}
          className="mt-2 font-semibold underline"
        >
          {t('error.retry')}
        </button>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
      {brands.data.map((brand) => (
        <li key={brand.id}>
          <BrandCard brand={brand} />
        </li>
      ))}
    </ul>
  );
}

function BrandCard({ brand }: { brand: HomeBrand }) {
  const [isLogoBroken, setLogoBroken] = useState(false);
  return (
    <Link
      to={`/brand/${encodeURIComponent(brand.param)}`}
      className="flex h-full flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm transition hover:-translate-y-0.5 hover:border-emerald-600 hover:shadow-md focus-visible:outline-2 focus-visible:outline-emerald-700"
    >
      <span className="flex h-14 w-full items-center justify-center">
        {brand.logo && !isLogoBroken ? (
          <img
            src={brand.logo}
            alt=""
            loading="lazy"
            onError={() => setLogoBroken(true)}
            className="max-h-14 max-w-full object-contain"
          />
        ) : (
          <span aria-hidden="true" className="text-2xl font-bold text-emerald-800">
            {brand.title.slice(0, 1)}
          </span>
        )}
      </span>
      <span className="font-semibold text-slate-800">{brand.title}</span>
    </Link>
  );
}
