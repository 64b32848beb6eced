import { ALL_ROUTES } from '@yangdee/contracts/routes';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { LruCache } from './lru-cache';
import {
  articleHead,
  authorHead,
  networkHead,
  productHead,
  promotionHead,
  storeHead,
} from './seo-detail-pages';
import { absoluteUrl, type PageHead, renderHead } from './seo-head';
import { searchHead, staticHead, tyreListingHead } from './seo-list-pages';
import {
  DEFAULT_DESCRIPTION,
  HOME_TITLE,
  NOT_FOUND_DESCRIPTION,
  NOT_FOUND_TITLE,
  SITE_NAME,
  staticPageFor,
} from './seo-static';

// Resolves the head of any page URL (issue [2/6] §7): which screen of the route table it is, its
// Thai title and description, canonical URL, Open Graph and JSON-LD, and the HTTP status (404 for
// unknown paths and for detail pages whose tyre, brand, article, promotion, store or author does
// not exist). Results are cached per URL for 60 s in a bounded LRU.

export type RenderedHead = { status: 200 | 404; headHtml: string };
export type PageHeadRenderer = (url: string) => Promise<RenderedHead>;

type Matcher = { route: string; regex: RegExp; names: string[] };

const MATCHERS: Matcher[] = ALL_ROUTES.filter((route) => route !== '/404').map((route) => {
  const names: string[] = [];
  const body = route
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { route, regex: new RegExp(`^${body}/?$`), names };
});

export function matchRoute(
  pathname: string,
): { route: string; params: Record<string, string> } | null {
  for (const matcher of MATCHERS) {
    const match = matcher.regex.exec(pathname);
    if (!match) continue;
    const params: Record<string, string> = {};
    try {
      matcher.names.forEach((name, i) => {
        params[name] = decodeURIComponent(match[i + 1]);
      });
    } catch {
      return null;
    }
    return { route: matcher.route, params };
  }
  return null;
}

export function notFoundHead(): PageHead {
  return {
    status: 404,
    title: NOT_FOUND_TITLE,
    description: NOT_FOUND_DESCRIPTION,
    canonicalPath: null,
    ogType: 'website',
    isNoIndex: true,
    jsonLd: [],
  };
}

function homeHead(baseUrl: string): PageHead {
  return {
    status: 200,
    title: HOME_TITLE,
    description: DEFAULT_DESCRIPTION,
    canonicalPath: '/',
    ogType: 'website',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SITE_NAME,
        url: absoluteUrl(baseUrl, '/'),
        inLanguage: 'th',
        potentialAction: {
          '@type': 'SearchAction',
          target: `${absoluteUrl(baseUrl, '/search')}?k={search_term_string}&t=1`,
          'query-input': 'required name=search_term_string',
        },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: SITE_NAME,
        url: absoluteUrl(baseUrl, '/'),
        logo: absoluteUrl(baseUrl, '/og-image.svg'),
      },
    ],
  };
}

export async function resolvePageHead(
  ctx: { db: Db; baseUrl: string },
  url: string,
): Promise<PageHead> {
  const parsed = new URL(url, 'http://localhost');
  const matched = matchRoute(parsed.pathname);
  if (!matched) return notFoundHead();
  const { route, params } = matched;
  const query = parsed.searchParams;
  let head: PageHead | null;
  switch (route) {
    case '/':
      head = homeHead(ctx.baseUrl);
      break;
    case '/tire':
    case '/tire-by-car-model':
    case '/tire-by-type':
      head = await tyreListingHead(ctx, route, query);
      break;
    case '/brand/:brand':
      head = await tyreListingHead(ctx, route, query, params.brand.toLowerCase());
      break;
    case '/tire/:id':
      head = await productHead(ctx, params.id);
      break;
    case '/article/:key':
      head = await articleHead(ctx, params.key);
      break;
    case '/promotion/:key':
      head = await promotionHead(ctx, params.key);
      break;
    case '/author/:id':
      head = await authorHead(ctx, params.id);
      break;
    case '/store/:id':
    case '/store/:id/:spid':
      head = await storeHead(ctx, params.id);
      break;
    case '/network/:key':
    case '/network/:key/:pid':
      head = await networkHead(ctx, params.key);
      break;
    case '/search':
      head = searchHead(ctx, query);
      break;
    default: {
      const page = staticPageFor(route);
      head = page ? staticHead(ctx, parsed.pathname, page, query) : null;
    }
  }
  return head ?? notFoundHead();
}

/** A renderer with its cache: at most 1,000 URLs, each for 60 s. */
export function createPageHeadRenderer(
  db: Db,
  config: Pick<AppConfig, 'publicBaseUrl'>,
  log?: { error: (obj: unknown, msg: string) => void },
): PageHeadRenderer {
  const cache = new LruCache<RenderedHead>(1000, 60_000);
  const ctx = { db, baseUrl: config.publicBaseUrl };
  return async (url) => {
    const cacheable = url.length <= 1000;
    const cached = cacheable ? cache.get(url) : undefined;
    if (cached) return cached;
    let head: PageHead;
    try {
      head = await resolvePageHead(ctx, url);
    } catch (error) {
      // The page still renders (the app fetches its data itself); only the head is generic.
      log?.error({ err: error, url }, 'page head failed');
      const known = matchRoute(new URL(url, 'http://localhost').pathname) !== null;
      head = known
        ? {
            status: 200,
            title: SITE_NAME,
            description: DEFAULT_DESCRIPTION,
            canonicalPath: null,
            ogType: 'website',
            jsonLd: [],
          }
        : notFoundHead();
      return { status: head.status, headHtml: renderHead(head, ctx.baseUrl) };
    }
    const rendered = { status: head.status, headHtml: renderHead(head, ctx.baseUrl) };
    if (cacheable) cache.set(url, rendered);
    return rendered;
  };
}
