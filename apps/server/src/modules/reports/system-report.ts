import { sellerActionText } from '@yangdee/contracts/reports';
import { sql } from 'drizzle-orm';
import { storeLabel } from '../orders/seller-orders.mapper';
import {
  type ReportContext,
  type ReportSource,
  readOne,
  readRows,
  storeList,
} from './report-source';

// The system report (spec 6 "system login"; issue 17 item 4): staff sign-ins of the shop
// (seller_login_log, successful and failed) and what staff did in the back office
// (seller_action_log, written by parts I–III in the transaction of each change; decision 0110),
// newest first. Order actions are logged there too, so order_status_history is not read again.
// A sign-in row shows the address it came from; a failed one of a known account carries the
// account's shop (decision 0132), so a shop sees every attempt on its staff's accounts.

const events = (ctx: ReportContext) => sql`
  select l.created_at as at, l.id, 0 as src, l.seller_user_id,
         case when l.is_success then 'auth.login' else 'auth.login-failed' end as action,
         case when l.ip <> '' then 'ที่อยู่ IP ' || l.ip else '' end as target, l.store_id
    from seller_login_log l
   where l.store_id in ${storeList(ctx)}
     and l.created_at >= ${ctx.fromAt}::timestamptz and l.created_at < ${ctx.toAt}::timestamptz
  union all
  select a.created_at, a.id, 1, a.seller_user_id, a.action, a.target, a.store_id
    from seller_action_log a
   where a.store_id in ${storeList(ctx)}
     and a.created_at >= ${ctx.fromAt}::timestamptz and a.created_at < ${ctx.toAt}::timestamptz`;

export const systemReport: ReportSource = {
  async count(db, ctx) {
    const row = await readOne(db, sql`select count(*) as n from (${events(ctx)}) e`);
    return Number(row.n ?? 0);
  },
  async totals() {
    return {};
  },
  async rows(db, ctx, limit, offset) {
    const rows = await readRows(
      db,
      sql`select e.at, e.action, e.target, u.name as staff, u.username,
                 s.name as "storeName", s.branch_name as "branchName"
            from (${events(ctx)}) e
            left join seller_users u on u.id = e.seller_user_id
            left join stores s on s.id = e.store_id
           order by e.at desc, e.src desc, e.id desc
           limit ${limit} offset ${offset}`,
    );
    return rows.map((r) => ({
      at: r.at,
      staff: r.staff ? `${r.staff}${r.username ? ` (${r.username})` : ''}` : 'ไม่ทราบชื่อ',
      action: sellerActionText(String(r.action)),
      target: r.target,
      branch: storeLabel({
        name: String(r.storeName ?? ''),
        branchName: String(r.branchName ?? ''),
      }),
    }));
  },
};
