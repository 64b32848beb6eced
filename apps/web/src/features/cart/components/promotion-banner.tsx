import '../../../lib/cart-texts';
import type { PromotionData } from '../api/cart-types';

// Spec 2.9 "Banners and notices": top and bottom promotion banners with separate desktop and
// mobile images; when the promotion has detail, clicking opens the info modal with its HTML
// (promotion-modal.tsx, fetched when it first opens: decision 0175).

export function PromotionBanner({
  promotion,
  place,
  onOpen,
}: {
  promotion: PromotionData;
  place: 'top' | 'bottom';
  onOpen: () => void;
}) {
  const desktop = place === 'top' ? promotion.topBanner : promotion.bottomBanner;
  const mobile = place === 'top' ? promotion.topBannerMobile : promotion.bottomBannerMobile;
  if (!desktop && !mobile) return null;
  // Width and height give the box its shape before the picture arrives (the banners are drawn
  // 1200×300 for desktop and 600×300 for phones): the cart below does not jump (CLS, issue 13).
  const picture = (
    <picture>
      {mobile ? (
        <source media="(max-width: 767px)" srcSet={mobile} width={600} height={300} />
      ) : null}
      <img
        src={desktop || mobile}
        width={desktop ? 1200 : 600}
        height={300}
        alt={promotion.imageTitle}
        className="h-auto w-full rounded-xl"
        data-testid={`promotion-${place}`}
      />
    </picture>
  );
  if (!promotion.detail) return <div className="my-4">{picture}</div>;
  return (
    <button type="button" className="my-4 block w-full" onClick={onOpen}>
      {picture}
    </button>
  );
}
