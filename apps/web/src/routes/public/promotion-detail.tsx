import { useQuery } from '@tanstack/react-query';
import type { PromotionDetail } from '@yangdee/contracts/content';
import { Link, type LoaderFunctionArgs, useParams } from 'react-router';
import { queryClient } from '../../app/query-client';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { promotionDetailQueryOptions } from '../../features/content/api/get-promotions';
import { LoadErrorBlock, LoadingBlock } from '../../features/content/components/query-states';
import { RichText } from '../../features/content/components/rich-text';
import { formatContentDate } from '../../features/content/lib/format-thai-date';
import { isNotFoundError } from '../../features/content/lib/is-not-found';
import { usePageMeta } from '../../lib/use-page-meta';
import { useTranslation } from '../../lib/use-translation';
import { Component as NotFoundPage } from './not-found';

export function loader({ params }: LoaderFunctionArgs) {
  if (params.key) void queryClient.prefetchQuery(promotionDetailQueryOptions(params.key));
  return null;
}

/** /promotion/:key: banners, period, conditions (sanitised HTML) and the tyres it covers. */
export function Component() {
  const { key = '' } = useParams();
  const detail = useQuery(promotionDetailQueryOptions(key));
  if (detail.isPending) return <LoadingBlock />;
  if (detail.isError) {
    if (isNotFoundError(detail.error)) return <NotFoundPage />;
    return <LoadErrorBlock onRetry={() => void detail.refetch()} />;
  }
  return <PromotionView promotion={detail.data} />;
}

function Banner({
  desktop,
  mobile,
  alt,
}: {
  desktop: string | null;
  mobile: string | null;
  alt: string;
}) {
  if (!desktop) return null;
  return (
    <picture>
      {mobile ? <source media="(max-width: 767px)" srcSet={mobile} /> : null}
      <img
        src={desktop}
        alt={alt}
        width={1200}
        height={300}
        className="aspect-[2/1] w-full rounded-2xl bg-slate-100 object-cover md:aspect-[4/1]"
      />
    </picture>
  );
}

const stateClass = {
  active: 'bg-emerald-100 text-emerald-900',
  upcoming: 'bg-amber-100 text-amber-900',
  ended: 'bg-slate-200 text-slate-800',
} as const;

function PromotionView({ promotion }: { promotion: PromotionDetail }) {
  const { t, i18n } = useTranslation();
  usePageMeta({ title: promotion.title, description: promotion.remark || promotion.title });
  const from = formatContentDate(promotion.startDate, i18n.language, 'long');
  const to = formatContentDate(promotion.endDate, i18n.language, 'long');
  return (
    <article>
      <Breadcrumbs
        items={[{ label: t('pages.promotionList'), to: '/promotion' }, { label: promotion.title }]}
      />
      <Banner
        desktop={promotion.topBanner}
        mobile={promotion.topBannerMobile}
        alt={promotion.imageTitle || promotion.title}
      />
      <div className="mx-auto mt-6 max-w-3xl">
        <p>
          <span
            className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${stateClass[promotion.state]}`}
          >
            {t(`content.promotion.state.${promotion.state}`)}
          </span>
        </p>
        <h1 className="mt-3 text-2xl font-bold text-slate-900 md:text-3xl">{promotion.title}</h1>
        {promotion.remark ? (
          <p className="mt-2 text-lg text-slate-700">{promotion.remark}</p>
        ) : null}
        <dl className="mt-4 grid gap-2 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-slate-600">{t('content.promotion.period')}</dt>
            <dd className="font-semibold text-slate-900">
              {from} – {to}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t('content.promotion.condition')}</dt>
            <dd className="font-semibold text-slate-900">
              {t('content.promotion.minQty', { count: promotion.minQty })}
            </dd>
          </div>
        </dl>
        <RichText html={promotion.detail} className="mt-6" />
        {promotion.state !== 'ended' ? (
          <p className="mt-8">
            <Link
              to={`/tire?promotion=${encodeURIComponent(promotion.key)}`}
              className="inline-block rounded-lg bg-emerald-800 px-6 py-3 font-semibold text-white hover:bg-emerald-900"
            >
              {t('content.promotion.seeTyres')}
            </Link>
          </p>
        ) : null}
      </div>
      <div className="mt-8">
        <Banner
          desktop={promotion.bottomBanner}
          mobile={promotion.bottomBannerMobile}
          alt={promotion.remark || promotion.title}
        />
      </div>
    </article>
  );
}
