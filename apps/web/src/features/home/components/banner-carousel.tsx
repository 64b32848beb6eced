import { useQuery } from '@tanstack/react-query';
import type { Banner } from '@yangdee/contracts/content';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { bannersQueryOptions } from '../api/get-banners';

const ROTATE_MS = 6000;

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Home banners: one slide at a time, previous/next wrap around, dots to jump, and automatic
 * rotation that stops on the pause button, while the pointer or focus is inside, and for people
 * who ask for reduced motion (WCAG 2.2.2 Pause, Stop, Hide). No carousel library: it would cost
 * more than this whole component on the first visit.
 */
export function BannerCarousel() {
  const { t } = useTranslation();
  const banners = useQuery(bannersQueryOptions());
  const list = banners.data ?? [];
  const [index, setIndex] = useState(0);
  const [isPaused, setPaused] = useState(prefersReducedMotion);
  const [isHeld, setHeld] = useState(false);
  const count = list.length;
  const current = count ? ((index % count) + count) % count : 0;

  useEffect(() => {
    if (isPaused || isHeld || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => i + 1), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [isPaused, isHeld, count]);

  if (banners.isPending) {
    return (
      <div className="aspect-[2/1] w-full animate-pulse rounded-2xl bg-slate-200 md:aspect-[4/1]" />
    );
  }
  if (!count) return null;

  const buttonClass =
    'rounded-full bg-white/90 px-3 py-1.5 text-sm font-semibold text-slate-900 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-emerald-700';
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('content.home.bannerLabel')}
      className="relative"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div
        aria-live={isPaused || isHeld ? 'polite' : 'off'}
        className="overflow-hidden rounded-2xl"
      >
        {list.map((banner, i) => (
          <Slide
            key={banner.id}
            banner={banner}
            isCurrent={i === current}
            position={i + 1}
            total={count}
          />
        ))}
      </div>
      {count > 1 ? (
        <div className="mt-3 flex flex-wrap items-center justify-center gap-2">
          <button
            type="button"
            className={buttonClass}
            onClick={() => setIndex(current - 1)}
            aria-label={t('content.home.bannerPrev')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <ul className="flex items-center">
            {list.map((banner, i) => (
              <li key={banner.id}>
                {/* A 24 px target around a 12 px dot: a thumb can hit it (WCAG 2.5.8). */}
                <button
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-label={t('content.home.bannerGoTo', { n: i + 1 })}
                  aria-current={i === current ? 'true' : undefined}
                  className="group flex h-6 w-6 items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className="block h-3 w-3 rounded-full border border-emerald-800 group-aria-[current=true]:bg-emerald-800"
                  />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={buttonClass}
            onClick={() => setIndex(current + 1)}
            aria-label={t('content.home.bannerNext')}
          >
            <span aria-hidden="true">›</span>
          </button>
          <button
            type="button"
            className={buttonClass}
            onClick={() => setPaused((p) => !p)}
            aria-pressed={isPaused}
          >
            {isPaused ? t('content.home.bannerPlay') : t('content.home.bannerPause')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

function Slide({
  banner,
  isCurrent,
  position,
  total,
}: {
  banner: Banner;
  isCurrent: boolean;
  position: number;
  total: number;
}) {
  const { t } = useTranslation();
  const picture = (
    <picture>
      <source media="(max-width: 767px)" srcSet={banner.mobile} />
      <img
        src={banner.desktop}
        alt={banner.title}
        width={1200}
        height={300}
        // The first slide is the page's largest picture: load it at once.
        loading={position === 1 ? 'eager' : 'lazy'}
        className="aspect-[2/1] w-full bg-slate-100 object-cover md:aspect-[4/1]"
      />
    </picture>
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: a slide is a group
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={t('content.home.bannerSlide', { n: position, total })}
      hidden={!isCurrent}
    >
      {banner.link ? (
        <Link to={banner.link} tabIndex={isCurrent ? 0 : -1}>
          {picture}
        </Link>
      ) : (
        picture
      )}
    </div>
  );
}
