import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { articles } from '../../db/schema/content';
import { promotions } from '../../db/schema/offers';

// Content search (tab 3 of /search): published articles and platform promotions that have not
// ended, matched by substring on title and summary/remark. Thai has no word breaks, so this is
// ILIKE '%k%'; the titles carry GIN trigram indexes (pg_trgm; the database must have a UTF-8
// ctype, see ARCHITECTURE "Thai text search"). Newest first, with kind and id breaking ties, so
// paging is stable.

export type ContentHitRow = {
  kind: 'article' | 'promotion';
  id: number;
  key: string;
  title: string;
  summary: string;
  at: Date | string;
};

function anyMatch(columns: SQL[], patterns: string[]): SQL {
  const parts = columns.flatMap((column) => patterns.map((p) => sql`${column} ilike ${p}`));
  return sql`(${sql.join(parts, sql` or `)})`;
}

function hitsQuery(patterns: string[], now: Date, today: string): SQL {
  return sql`
    select 'article' as kind, ${articles.id} as id, ${articles.key} as key, ${articles.title} as title,
           ${articles.summary} as summary, ${articles.publishedAt} as at
      from ${articles}
     where ${articles.publishedAt} <= ${now.toISOString()}::timestamptz
       and ${anyMatch([sql`${articles.title}`, sql`${articles.summary}`], patterns)}
    union all
    select 'promotion', ${promotions.id}, ${promotions.key}, ${promotions.title}, ${promotions.remark},
           (${promotions.startDate}::text || 'T00:00:00+07:00')::timestamptz
      from ${promotions}
     where ${promotions.storeId} is null and ${promotions.isActive}
       and ${promotions.endDate} >= ${today}
       and ${anyMatch([sql`${promotions.title}`, sql`${promotions.remark}`], patterns)}`;
}

export async function searchContent(
  db: DbOrTx,
  input: { patterns: string[]; now: Date; today: string; limit: number; offset: number },
): Promise<{ rows: ContentHitRow[]; total: number }> {
  const hits = hitsQuery(input.patterns, input.now, input.today);
  const [page, counted] = await Promise.all([
    db.execute<ContentHitRow>(
      sql`select * from (${hits}) h order by h.at desc, h.kind, h.id desc limit ${input.limit} offset ${input.offset}`,
    ),
    db.execute<{ n: number | string }>(sql`select count(*) as n from (${hits}) h`),
  ]);
  return { rows: page.rows, total: Number(counted.rows[0]?.n ?? 0) };
}
