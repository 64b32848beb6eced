import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DisclosureMenu } from '../../../components/disclosure-menu';
import { useTranslation } from '../../../lib/use-translation';
import { tireBrandsQueryOptions } from '../api/get-tire-brands';
import { MenuLink, MenuStatus } from './menu-link';

/** Spec 2.5 and 9: on mobile the first 6 brands, then a 'see more brands' button. */
export const MOBILE_BRAND_COUNT = 6;

export function BrandMenu() {
  const { t } = useTranslation();
  const brands = useQuery(tireBrandsQueryOptions());
  const [isShowingAll, setShowingAll] = useState(false);
  const items = brands.data ?? [];

  return (
    <DisclosureMenu label={t('nav.brands')} panelClassName="md:w-[36rem]">
      <MenuStatus isLoading={brands.isPending} isError={brands.isError} />
      <ul className="grid grid-cols-2 gap-1 md:grid-cols-3">
        {items.map((brand, index) => (
          <li
            key={brand.param}
            className={index >= MOBILE_BRAND_COUNT && !isShowingAll ? 'hidden md:block' : ''}
          >
            <MenuLink to={`/brand/${encodeURIComponent(brand.param)}`}>{brand.title}</MenuLink>
          </li>
        ))}
      </ul>
      {items.length > MOBILE_BRAND_COUNT && !isShowingAll ? (
        <button
          type="button"
          onClick={() => setShowingAll(true)}
          className="mt-2 w-full rounded-md border border-emerald-700 px-3 py-2 text-sm font-semibold text-emerald-800 md:hidden"
        >
          {t('nav.moreBrands')}
        </button>
      ) : null}
    </DisclosureMenu>
  );
}
