import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';

// Shared by seo.test.ts and sitemap.test.ts: a fake built web app, HTML readers and the seeded
// rows the assertions name (a tyre sold by several shops, an article, a promotion, a store).

export const BASE = 'https://www.yangdee.test';

export function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'yangdee-seo-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="th"><head><meta charset="UTF-8" />
<meta name="app-config" content="{}" />
<meta name="description" content="template description" />
<title>ยางดี</title>
<script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
  return dir;
}

type Rows<T> = { rows: T[] };
export async function rows<T>(
  database: DatabaseHandle,
  query: ReturnType<typeof sql>,
): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as Rows<T>).rows;
}

export function titleOf(html: string): string {
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)];
  expect(titles).toHaveLength(1);
  return titles[0][1];
}

export function metaContent(
  html: string,
  attr: 'name' | 'property',
  key: string,
): string | undefined {
  const re = new RegExp(`<meta ${attr}="${key.replace(':', '\\:')}" content="([^"]*)">`);
  return re.exec(html)?.[1];
}

// biome-ignore lint/suspicious/noExplicitAny: JSON-LD is free-form JSON that the assertions read.
export type Ld = Record<string, any>;

export function jsonLd(html: string): Ld[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  );
}

export type SeoSamples = {
  product: {
    id: number;
    brand: string;
    brand_th: string;
    brand_slug: string;
    model: string;
    model_slug: string;
    label: string;
  };
  article: { id: number; key: string; title: string; author: string };
  promotion: { key: string; title: string };
  store: { link: string; name: string };
};

export async function findSeoSamples(database: DatabaseHandle): Promise<SeoSamples> {
  // A tyre offered by several active shops.
  const [product] = await rows<SeoSamples['product']>(
    database,
    sql`select p.id, b.name_en as brand, b.name_th as brand_th, b.slug as brand_slug, m.name as model,
          m.slug as model_slug, s.label
        from products p join tyre_models m on m.id = p.tyre_model_id
        join brands b on b.id = m.brand_id join tyre_sizes s on s.id = p.tyre_size_id
        where p.is_active and (select count(*) from seller_products sp
          join stores st on st.id = sp.store_id
          where sp.product_id = p.id and sp.is_display and sp.status in (1, 2, 3)
            and st.is_active) >= 2
        order by p.id limit 1`,
  );
  const [article] = await rows<SeoSamples['article']>(
    database,
    sql`select a.id, a.key, a.title, au.name as author from articles a
        join authors au on au.id = a.author_id where a.published_at <= now()
        order by a.id limit 1`,
  );
  const [promotion] = await rows<SeoSamples['promotion']>(
    database,
    sql`select key, title from promotions where is_active and store_id is null order by id limit 1`,
  );
  const [store] = await rows<SeoSamples['store']>(
    database,
    sql`select link, name from stores where is_active order by id limit 1`,
  );
  return { product, article, promotion, store };
}
