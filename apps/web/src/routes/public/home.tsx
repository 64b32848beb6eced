import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ProductCard } from '@yangdee/contracts/catalog';
import { Link } from 'react-router';
import { queryClient } from '../../app/query-client';
import { AfterFirstScreen } from '../../components/after-first-screen';
import { ArticleCard } from '../../features/content/components/article-card';
import { PromotionCard } from '../../features/content/components/promotion-card';
import { ReviewCard } from '../../features/content/components/review-card';
import { bannersQueryOptions } from '../../features/home/api/get-banners';
import { homeBrandsQueryOptions } from '../../features/home/api/get-home-brands';
import {
  homeContentQueryOptions,
  homeReviewsQueryOptions,
} from '../../features/home/api/get-home-content';
import {
  mostSearchedTiresQueryOptions,
  popularTiresQueryOptions,
  weeklyPopularTiresQueryOptions,
} from '../../features/home/api/get-home-products';
import { BannerCarousel } from '../../features/home/components/banner-carousel';
import { BrandGrid } from '../../features/home/components/brand-grid';
import { HomeSection } from '../../features/home/components/home-content-sections';
import { ProductSection } from '../../features/home/components/product-section';
import { SearchShortcuts } from '../../features/home/components/search-shortcuts';
import { usePageMeta } from '../../lib/use-page-meta';
import { useTranslation } from '../../lib/use-translation';

export function loader() {
  // Start every home request with the route chunk; the page renders without waiting for them.
  void queryClient.prefetchQuery(bannersQueryOptions());
  void queryClient.prefetchQuery(homeBrandsQueryOptions());
  void queryClient.prefetchQuery(popularTiresQueryOptions());
  void queryClient.prefetchQuery(homeContentQueryOptions());
  return null;
}

export function Component() {
  const { t } = useTranslation();
  usePageMeta({ title: t('home.documentTitle'), description: t('content.home.description') });
  const popular = useQuery(popularTiresQueryOptions());

  return (
    <>
      <h1 className="sr-only">{t('home.heading')}</h1>
      <BannerCarousel />
      <section className="mt-8 overflow-hidden rounded-2xl bg-gradient-to-br from-emerald-900 to-emerald-700 px-6 py-8 text-white md:px-10">
        <p className="max-w-2xl text-2xl leading-tight font-bold md:text-3xl">
          {t('home.heading')}
        </p>
        <p className="mt-3 max-w-2xl text-emerald-50">{t('home.intro')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            to="/store"
            className="rounded-lg bg-white px-5 py-2.5 font-semibold text-emerald-900 hover:bg-emerald-50"
          >
            {t('nav.shopsNearMe')}
          </Link>
          <Link
            to="/tire-calculator"
            className="rounded-lg border border-white/70 px-5 py-2.5 font-semibold text-white hover:bg-white/10"
          >
            {t('nav.calculator')}
          </Link>
        </div>
      </section>
      <SearchShortcuts />
      <section aria-labelledby="home-brands" className="mt-10">
        <h2 id="home-brands" className="mb-4 text-xl font-bold text-slate-900 md:text-2xl">
          {t('home.brandsHeading')}
        </h2>
        <BrandGrid />
      </section>
      <ProductSection id="home-popular" heading={t('content.home.popular')} query={popular} />
      {/* Below the fold on every screen: each part rendered (and fetched) in its turn once the
          first screen is up, in a task of its own (decision 0178). */}
      <AfterFirstScreen>
        <ContentCardsSection kind="promotions" />
      </AfterFirstScreen>
      <AfterFirstScreen>
        <HomeProductSection
          id="home-weekly"
          heading={t('content.home.weekly')}
          options={weeklyPopularTiresQueryOptions}
        />
      </AfterFirstScreen>
      <AfterFirstScreen>
        <HomeProductSection
          id="home-most-searched"
          heading={t('content.home.mostSearched')}
          options={mostSearchedTiresQueryOptions}
        />
      </AfterFirstScreen>
      <AfterFirstScreen>
        <ContentCardsSection kind="articles" />
      </AfterFirstScreen>
      <AfterFirstScreen>
        <ReviewsSection />
      </AfterFirstScreen>
    </>
  );
}

/** A list of content cards (promotions, articles) from the home content: none, no section. */
function ContentCardsSection({ kind }: { kind: 'promotions' | 'articles' }) {
  const { t } = useTranslation();
  const content = useQuery(homeContentQueryOptions());
  const cards =
    kind === 'promotions'
      ? content.data?.promotions.map((p) => (
          <li key={p.key}>
            <PromotionCard promotion={p} />
          </li>
        ))
      : content.data?.articles.map((a) => (
          <li key={a.key}>
            <ArticleCard article={a} />
          </li>
        ));
  if (!cards || cards.length === 0) return null;
  return (
    <HomeSection
      id={`home-${kind}`}
      heading={t(`content.home.${kind}`)}
      seeAllTo={kind === 'promotions' ? '/promotion' : '/article'}
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">{cards}</ul>
    </HomeSection>
  );
}

/** A product row of its own query, fetched when its turn comes. */
function HomeProductSection<Key extends QueryKey>({
  id,
  heading,
  options,
}: {
  id: string;
  heading: string;
  options: () => UseQueryOptions<ProductCard[], Error, ProductCard[], Key>;
}) {
  const query = useQuery(options());
  return <ProductSection id={id} heading={heading} query={query} />;
}

function ReviewsSection() {
  const { t } = useTranslation();
  const reviews = useQuery(homeReviewsQueryOptions());
  if (!reviews.data || reviews.data.length === 0) return null;
  return (
    <HomeSection id="home-reviews" heading={t('content.home.reviews')} seeAllTo="/review">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {reviews.data.map((r) => (
          <li key={r.id}>
            <ReviewCard review={r} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
