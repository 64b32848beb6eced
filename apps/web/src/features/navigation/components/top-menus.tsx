import { useQuery } from '@tanstack/react-query';
import { DisclosureMenu } from '../../../components/disclosure-menu';
import { useTranslation } from '../../../lib/use-translation';
import { type TopMenuItem, topMenuQueryOptions, withQuery } from '../api/get-top-menu';
import { MenuLink, MenuStatus } from './menu-link';

function ItemList({ items, path }: { items: TopMenuItem[]; path: string }) {
  return (
    <ul className="grid grid-cols-2 gap-1 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.param}>
          <MenuLink to={withQuery(path, item.param)}>{item.text}</MenuLink>
        </li>
      ))}
    </ul>
  );
}

/** Spec 2.5 'Rim size': the calculator link plus the diameters of the top menu. */
export function RimSizeMenu() {
  const { t } = useTranslation();
  const menu = useQuery(topMenuQueryOptions());
  return (
    <DisclosureMenu label={t('nav.rimSize')} panelClassName="md:w-[30rem]">
      <MenuLink to="/tire-calculator">{t('nav.calculator')}</MenuLink>
      <MenuStatus isLoading={menu.isPending} isError={menu.isError} />
      <ItemList items={menu.data?.diameter ?? []} path="/tire" />
    </DisclosureMenu>
  );
}

export function TyreTypeMenu() {
  const { t } = useTranslation();
  const menu = useQuery(topMenuQueryOptions());
  return (
    <DisclosureMenu label={t('nav.tyreType')} panelClassName="md:w-[30rem]">
      <MenuStatus isLoading={menu.isPending} isError={menu.isError} />
      <ItemList items={menu.data?.type ?? []} path="/tire-by-type" />
    </DisclosureMenu>
  );
}

export function PromotionMenu() {
  const { t } = useTranslation();
  const menu = useQuery(topMenuQueryOptions());
  return (
    <DisclosureMenu label={t('nav.promotions')} panelClassName="md:w-[30rem]">
      <MenuStatus isLoading={menu.isPending} isError={menu.isError} />
      <ItemList items={menu.data?.promotion ?? []} path="/tire" />
      <MenuLink to="/promotion">{t('nav.latestPromotions')}</MenuLink>
    </DisclosureMenu>
  );
}

export function StoreMenu() {
  const { t } = useTranslation();
  return (
    <DisclosureMenu label={t('nav.findShop')}>
      <MenuLink to="/store">{t('nav.shopsNearMe')}</MenuLink>
      <MenuLink to="/store-tire-repair">{t('nav.repairShopsNearMe')}</MenuLink>
      <MenuLink to="/network">{t('nav.networks')}</MenuLink>
    </DisclosureMenu>
  );
}
