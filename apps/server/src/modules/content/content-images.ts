import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, authors, banners } from '../../db/schema/content';
import { promotions } from '../../db/schema/offers';
import { imageUrl } from '../../lib/image-urls';

// Generated SVG pictures of the content: home banners, promotion banners, article covers and
// author avatars, served by GET /api/images/{kind}/{id}.svg (catalog/product-menu.routes.ts).

export const CONTENT_IMAGE_KINDS = [
  'banner',
  'banner-mobile',
  'promotion',
  'promotion-mobile',
  'promotion-bottom',
  'promotion-bottom-mobile',
  'article',
  'author',
] as const;
export type ContentImageKind = (typeof CONTENT_IMAGE_KINDS)[number];

export function isContentImageKind(kind: string): kind is ContentImageKind {
  return (CONTENT_IMAGE_KINDS as readonly string[]).includes(kind);
}

export const contentImageUrl = (kind: ContentImageKind, id: number) => imageUrl(kind, id);

const promotionColumn = {
  promotion: promotions.topBannerSvg,
  'promotion-mobile': promotions.topBannerMobileSvg,
  'promotion-bottom': promotions.bottomBannerSvg,
  'promotion-bottom-mobile': promotions.bottomBannerMobileSvg,
} as const;

export async function findContentImage(
  db: Db,
  kind: ContentImageKind,
  id: number,
): Promise<string | null> {
  switch (kind) {
    case 'banner':
    case 'banner-mobile': {
      const column = kind === 'banner' ? banners.desktopSvg : banners.mobileSvg;
      const [row] = await db.select({ svg: column }).from(banners).where(eq(banners.id, id));
      return row?.svg ?? null;
    }
    case 'article': {
      const [row] = await db
        .select({ svg: articles.coverSvg })
        .from(articles)
        .where(eq(articles.id, id));
      return row?.svg || null;
    }
    case 'author': {
      const [row] = await db
        .select({ svg: authors.avatarSvg })
        .from(authors)
        .where(eq(authors.id, id));
      return row?.svg || null;
    }
    default: {
      const [row] = await db
        .select({ svg: promotionColumn[kind] })
        .from(promotions)
        .where(eq(promotions.id, id));
      return row?.svg || null;
    }
  }
}
