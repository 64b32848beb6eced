import { productIdFromParam, productParam } from '@yangdee/contracts/catalog';
import type { Db } from '../../db/client';
import { imageUrl, modelPictureUrl } from '../../lib/image-urls';
import {
  findArticleHead,
  findAuthorHead,
  findNetworkHead,
  findProductHead,
  findPromotionHead,
  findStoreHead,
} from './seo.repository';
import { absoluteUrl, breadcrumbJsonLd, type JsonLd, type PageHead, summarise } from './seo-head';
import { SITE_NAME } from './seo-static';

// Heads of the detail pages: each reads one row by its key; null → the page does not exist (404).

export type DetailContext = { db: Db; baseUrl: string };

const HOME_CRUMB = { name: 'หน้าแรก', path: '/' };
const bahtText = (baht: number) =>
  baht.toLocaleString('en-US', { maximumFractionDigits: 2, minimumFractionDigits: 0 });
const satangToBaht = (satang: number) => Math.round(Number(satang)) / 100;

function publisher(baseUrl: string): JsonLd {
  return { '@type': 'Organization', name: SITE_NAME, url: absoluteUrl(baseUrl, '/') };
}

/** /tire/:id — schema.org Product with an AggregateOffer in THB over the offers shown. */
export async function productHead(ctx: DetailContext, param: string): Promise<PageHead | null> {
  const id = productIdFromParam(param);
  if (id === null) return null;
  const p = await findProductHead(ctx.db, id);
  if (!p) return null;

  const path = `/tire/${productParam(p.id, p.brandSlug, p.modelSlug, p.sizeLabel)}`;
  const name = `${p.brandNameTh || p.brandName} ${p.modelName} ${p.sizeLabel}`;
  const image = p.pictureId ? imageUrl('picture', p.pictureId) : modelPictureUrl(p.modelId);
  const offerCount = Number(p.offerCount);
  const low = p.lowSatang === null ? null : satangToBaht(p.lowSatang);
  const high = p.highSatang === null ? null : satangToBaht(p.highSatang);
  const priceText =
    offerCount > 0 && low !== null
      ? ` ราคาเริ่มต้น ${bahtText(low)} บาท/เส้น จาก ${offerCount} ร้าน`
      : '';
  const description = `ยาง ${name} ${p.loadIndex}${p.speedRating} ปีผลิต ${p.productionYear}${priceText} เปรียบเทียบราคาจากร้านยาง ติดตั้งที่ร้านหรือจัดส่งถึงบ้านกับยางดี`;

  const product: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${name} ${p.loadIndex}${p.speedRating}`,
    brand: { '@type': 'Brand', name: p.brandName },
    sku: p.sku,
    image: [absoluteUrl(ctx.baseUrl, image)],
    description: summarise(p.descriptionTh || description, 300),
    category: 'ยางรถยนต์',
    url: absoluteUrl(ctx.baseUrl, path),
    ...(p.country ? { countryOfOrigin: p.country } : {}),
  };
  if (offerCount > 0 && low !== null && high !== null) {
    product.offers = {
      '@type': 'AggregateOffer',
      priceCurrency: 'THB',
      lowPrice: low,
      highPrice: high,
      offerCount,
      url: absoluteUrl(ctx.baseUrl, path),
    };
  }
  const ratingCount = Number(p.ratingCount);
  if (ratingCount > 0 && p.ratingAverage) {
    product.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Number(p.ratingAverage),
      reviewCount: ratingCount,
      bestRating: 5,
      worstRating: 1,
    };
  }

  return {
    status: 200,
    title: `ยาง ${name} ราคาถูก เปรียบเทียบราคาจากร้านยาง`,
    description,
    canonicalPath: path,
    ogType: 'product',
    image,
    jsonLd: [
      product,
      breadcrumbJsonLd(ctx.baseUrl, [
        HOME_CRUMB,
        { name: 'ราคายางรถยนต์', path: '/tire' },
        { name: `ยาง ${p.brandName}`, path: `/brand/${p.brandSlug}` },
        { name, path },
      ]),
    ],
  };
}

/** /article/:key — schema.org Article. */
export async function articleHead(ctx: DetailContext, key: string): Promise<PageHead | null> {
  const a = await findArticleHead(ctx.db, key);
  if (!a) return null;
  const path = `/article/${encodeURIComponent(a.key)}`;
  const image = imageUrl('article', a.id);
  const description = summarise(a.summary || a.bodyHtml);
  return {
    status: 200,
    title: a.title,
    description,
    canonicalPath: path,
    ogType: 'article',
    image,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: summarise(a.title, 110),
        description,
        image: [absoluteUrl(ctx.baseUrl, image)],
        datePublished: new Date(a.publishedAt).toISOString(),
        dateModified: new Date(a.updatedAt).toISOString(),
        author: {
          '@type': 'Person',
          name: a.authorName,
          url: absoluteUrl(ctx.baseUrl, `/author/${a.authorId}`),
        },
        publisher: publisher(ctx.baseUrl),
        mainEntityOfPage: absoluteUrl(ctx.baseUrl, path),
        inLanguage: 'th',
      },
      breadcrumbJsonLd(ctx.baseUrl, [
        HOME_CRUMB,
        { name: 'บทความ/ข่าวสาร', path: '/article' },
        { name: a.title, path },
      ]),
    ],
  };
}

/** /promotion/:key */
export async function promotionHead(ctx: DetailContext, key: string): Promise<PageHead | null> {
  const p = await findPromotionHead(ctx.db, key);
  if (!p) return null;
  const path = `/promotion/${encodeURIComponent(p.key)}`;
  return {
    status: 200,
    title: `${p.title} โปรโมชันยาง`,
    description: summarise(p.remark || p.detailHtml || p.title),
    canonicalPath: path,
    ogType: 'website',
    image: imageUrl('promotion', p.id),
    jsonLd: [
      breadcrumbJsonLd(ctx.baseUrl, [
        HOME_CRUMB,
        { name: 'โปรโมชันยาง', path: '/promotion' },
        { name: p.title, path },
      ]),
    ],
  };
}

/** /store/:id and /store/:id/:spid — the store by its public link; AutoPartsStore JSON-LD. */
export async function storeHead(ctx: DetailContext, link: string): Promise<PageHead | null> {
  const s = await findStoreHead(ctx.db, link);
  if (!s) return null;
  const path = `/store/${encodeURIComponent(s.link)}`;
  const displayName = s.branchName ? `${s.name} ${s.branchName}` : s.name;
  const place = [s.district, s.province].filter(Boolean).join(' ');
  const address = [s.address, s.subDistrict, s.district, s.province, s.postCode]
    .filter(Boolean)
    .join(' ');
  const store: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'AutoPartsStore',
    name: displayName,
    url: absoluteUrl(ctx.baseUrl, path),
    address: {
      '@type': 'PostalAddress',
      streetAddress: [s.address, s.subDistrict].filter(Boolean).join(' '),
      addressLocality: s.district,
      addressRegion: s.province,
      postalCode: s.postCode,
      addressCountry: 'TH',
    },
    geo: { '@type': 'GeoCoordinates', latitude: s.latitude, longitude: s.longitude },
    priceRange: '฿฿',
    ...(s.tel ? { telephone: s.tel } : {}),
  };
  if (s.ratingCount > 0) {
    store.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Number(s.ratingAverage),
      reviewCount: s.ratingCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return {
    status: 200,
    title: `${displayName} ร้านยาง${place ? ` ${place}` : ''}`,
    description: summarise(
      `${displayName} ร้านยางบนยางดี ที่อยู่ ${address} ดูราคายาง บริการ เวลาเปิดปิด และรีวิว เลือกติดตั้งที่ร้านหรือจัดส่งถึงบ้าน`,
    ),
    canonicalPath: path,
    ogType: 'business.business',
    jsonLd: [
      store,
      breadcrumbJsonLd(ctx.baseUrl, [
        HOME_CRUMB,
        { name: 'ร้านยางใกล้ฉัน', path: '/store' },
        { name: displayName, path },
      ]),
    ],
  };
}

/** /author/:id — schema.org Person (ProfilePage). */
export async function authorHead(ctx: DetailContext, idText: string): Promise<PageHead | null> {
  if (!/^\d{1,9}$/.test(idText)) return null;
  const a = await findAuthorHead(ctx.db, Number(idText));
  if (!a) return null;
  const path = `/author/${a.id}`;
  return {
    status: 200,
    title: `${a.name} ผู้เขียนบทความ`,
    description: summarise(
      a.bio || `บทความเรื่องยางรถยนต์โดย ${a.name}${a.title ? ` ${a.title}` : ''}`,
    ),
    canonicalPath: path,
    ogType: 'profile',
    image: imageUrl('author', a.id),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        mainEntity: {
          '@type': 'Person',
          name: a.name,
          ...(a.title ? { jobTitle: a.title } : {}),
          url: absoluteUrl(ctx.baseUrl, path),
        },
      },
    ],
  };
}

/** /network/:key and /network/:key/:pid */
export async function networkHead(ctx: DetailContext, key: string): Promise<PageHead | null> {
  const n = await findNetworkHead(ctx.db, key);
  if (!n) return null;
  const path = `/network/${encodeURIComponent(n.key)}`;
  return {
    status: 200,
    title: `${n.name} เครือข่ายร้านยาง`,
    description: summarise(
      n.descriptionTh || `${n.name} เครือข่ายร้านยางบนยางดี ดูสาขา สินค้า และราคายางของเครือข่าย`,
    ),
    canonicalPath: path,
    ogType: 'website',
    jsonLd: [
      breadcrumbJsonLd(ctx.baseUrl, [
        HOME_CRUMB,
        { name: 'เครือข่ายร้านยาง', path: '/network' },
        { name: n.name, path },
      ]),
    ],
  };
}
