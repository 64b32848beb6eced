// The SQL of bench/generate-orders.mjs: a plan of N orders built set-wise in PostgreSQL (no row
// crosses the wire), then written in bulk with INSERT … SELECT. Every "random" choice is a hash
// of the order's number and a salt (bench_r), so the same arguments give the same database.

import { sql } from 'drizzle-orm';

export const BENCH_PREFIX = 'BG';
/** seller_login_log rows the generator wrote carry this address (so a re-run can remove them). */
export const BENCH_IP = '10.99.0.1';

/** A deterministic number in [0, 1) from an integer and a salt. */
export const createRandomFunction = sql`
  create or replace function pg_temp.bench_r(n bigint, salt text) returns float8
  language sql immutable as $$
    select (('x' || substr(md5(n::text || ':' || salt), 1, 8))::bit(32)::bigint)::float8 / 4294967296.0
  $$`;

const FIRST_NAMES = [
  'สมชาย',
  'สมหญิง',
  'วิชัย',
  'สุดา',
  'ประเสริฐ',
  'มาลี',
  'อนุชา',
  'กนกวรรณ',
  'ธนากร',
  'ปิยะนุช',
  'สุรชัย',
  'วราภรณ์',
  'ณัฐพล',
  'จันทร์เพ็ญ',
  'เกียรติศักดิ์',
  'ศิริพร',
  'อภิชาติ',
  'พรทิพย์',
  'ชัยวัฒน์',
  'รัตนา',
];
const LAST_NAMES = [
  'ใจดี',
  'รักไทย',
  'ศรีสุข',
  'แสงทอง',
  'บุญมา',
  'วงศ์ใหญ่',
  'พิทักษ์',
  'สายสุวรรณ',
  'มั่นคง',
  'ทองดี',
  'เจริญสุข',
  'ชัยมงคล',
  'นาคสวัสดิ์',
  'อินทร์แก้ว',
  'ประสิทธิ์ผล',
];
const CARS = [
  ['Toyota', 'Hilux Revo'],
  ['Toyota', 'Yaris'],
  ['Toyota', 'Fortuner'],
  ['Honda', 'City'],
  ['Honda', 'Civic'],
  ['Honda', 'HR-V'],
  ['Isuzu', 'D-Max'],
  ['Mazda', '2'],
  ['Mazda', 'CX-5'],
  ['Nissan', 'Almera'],
  ['Ford', 'Ranger'],
  ['Mitsubishi', 'Triton'],
  ['MG', 'ZS'],
  ['Suzuki', 'Swift'],
];
const PROVINCES = [
  'กรุงเทพมหานคร',
  'นนทบุรี',
  'ปทุมธานี',
  'สมุทรปราการ',
  'ชลบุรี',
  'เชียงใหม่',
  'ขอนแก่น',
  'นครราชสีมา',
];
const PLATE_LETTERS = [
  'กข',
  'กค',
  'ขก',
  'งจ',
  'ฆท',
  'บพ',
  'ศษ',
  'ฒม',
  'ภส',
  '1กพ',
  '2ขน',
  '3กฮ',
  '8กช',
  '9กม',
];
const DEFAULT_PROMOTIONS = ['ลดเส้นละ 100 บาท', 'ซื้อ 4 เส้น ลด 5%', 'ส่วนลดสมาชิกใหม่'];

const textArray = (values) => sql.raw(`array[${values.map((v) => `'${v}'`).join(', ')}]::text[]`);

/** The bench customers 1..count (users 'bench_c_000001'…), added when missing. */
export function insertCustomers(count) {
  return sql`
    insert into users (username, name, tel)
    select 'bench_c_' || lpad(k::text, 6, '0'),
           (${textArray(FIRST_NAMES)})[1 + k % ${FIRST_NAMES.length}] || ' ' ||
           (${textArray(LAST_NAMES)})[1 + (k / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
           '09' || lpad(k::text, 8, '0')
      from generate_series(1, ${count}) k
     where not exists (select 1 from users u where u.username = 'bench_c_' || lpad(k::text, 6, '0'))`;
}

/**
 * bench_offers: every active offer of the chosen stores, numbered per store (rn), with the title
 * an order line freezes; bench_stores: the stores taking the non-busy orders, numbered (sn).
 */
export function createOfferTables(busyStoreId, otherStores) {
  return [
    sql`create temp table bench_stores on commit drop as
        select row_number() over (order by s.id)::int as sn, s.id as store_id
          from stores s
         where s.is_active and s.is_tyre_shop and s.id <> ${busyStoreId}
           and exists (select 1 from seller_products sp where sp.store_id = s.id and sp.is_display)
         order by (s.id in (select id from stores where parent_store_id = ${busyStoreId})) desc, s.id
         limit ${otherStores}`,
    sql`create temp table bench_offers on commit drop as
        select sp.store_id, row_number() over (partition by sp.store_id order by sp.id)::int as rn,
               sp.id as offer_id, sp.price_satang,
               coalesce(sp.price_delivery_satang, sp.price_satang) as price_delivery_satang,
               b.name_en || ' ' || m.name || ' ' || z.label || ' ปี ' || p.production_year as title
          from seller_products sp
          join products p on p.id = sp.product_id
          join tyre_models m on m.id = p.tyre_model_id
          join brands b on b.id = m.brand_id
          join tyre_sizes z on z.id = p.tyre_size_id
         where sp.is_display
           and (sp.store_id = ${busyStoreId} or sp.store_id in (select store_id from bench_stores))`,
    sql`create index on bench_offers (store_id, rn)`,
    sql`create temp table bench_offer_counts on commit drop as
        select store_id, count(*)::int as n from bench_offers group by store_id`,
    sql`create temp table bench_promos on commit drop as
        select store_id, array_agg(title order by id) as titles from (
          select id, store_id, title from promotions where store_id is not null
        ) p group by store_id`,
  ];
}

/**
 * bench_plan: one row per order n = 1..total: store (1..busy → the busy shop), customer, Bangkok
 * day and time within `months`, type, method, tyres, lines, prices, status and its timestamps.
 */
export function createPlan({ busyStoreId, busy, total, months, customers }) {
  const days = Math.round(months * 30.44);
  const r = (salt) => sql.raw(`pg_temp.bench_r(n, '${salt}')`);
  return [
    sql`create temp table bench_plan0 on commit drop as
        select n,
               case when n <= ${busy} then ${busyStoreId}
                    else (select store_id from bench_stores
                           where sn = 1 + floor((select count(*) from bench_stores) * power(${r('st')}, 1.4))::int)
               end as store_id,
               -- Repeat customers: the busy shop's 8,000 regulars, anyone for the others.
               1 + floor(case when n <= ${busy} then least(${customers}, 8000) else ${customers} end
                         * power(${r('cu')}, 1.3))::int as customer,
               -- More orders lately (growth), opening hours 08:00–19:00 Bangkok.
               ((now() at time zone 'Asia/Bangkok')::date - floor(${days} * power(${r('d')}, 1.25))::int)
                 + interval '8 hours' + interval '11 hours' * ${r('h')} as local_at,
               case when ${r('t')} < 0.65 then 1 else 2 end as order_type,
               ${r('m')} as rm,
               (array[1, 2, 2, 2, 2, 2, 2, 2, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4])[1 + floor(20 * ${r('q')})::int] as tyres,
               ${r('o1')} as ro1, ${r('o2')} as ro2, ${r('l')} as rl, ${r('s')} as rs,
               ${r('x')} as rx, ${r('p')} as rp, ${r('c')} as rc, ${r('f')} as rf, ${r('a')} as ra
          from generate_series(1, ${total}) n`,
    sql`create temp table bench_plan on commit drop as
        with b as (
          select p.*, least(p.local_at at time zone 'Asia/Bangkok', now() - interval '20 minutes') as created_at,
                 case when p.order_type = 1 then case
                        when p.rm < 0.15 then 'prepaidQR' when p.rm < 0.18 then 'prepaidIBanking'
                        when p.rm < 0.20 then 'prepaidCard' when p.rm < 0.55 then 'scanQR'
                        when p.rm < 0.70 then 'internetBanking' when p.rm < 0.92 then 'card'
                        when p.rm < 0.98 then 'installment1' else 'installment2' end
                      else case
                        when p.rm < 0.50 then 'scanQR' when p.rm < 0.68 then 'internetBanking'
                        when p.rm < 0.93 then 'card' when p.rm < 0.98 then 'installment1'
                        else 'installment2' end
                 end as method,
                 c.n as offers,
                 case when p.tyres >= 2 and p.rl < 0.25 and c.n > 1 then 2 else 1 end as lines
            from bench_plan0 p join bench_offer_counts c on c.store_id = p.store_id
        ), lines as (
          select b.*,
                 1 + floor(b.offers * power(b.ro1, 1.6))::int as rn1,
                 case when b.lines = 2 then ceil(b.tyres / 2.0)::int else b.tyres end as q1,
                 case when b.lines = 2 then floor(b.tyres / 2.0)::int else 0 end as q2
            from b
        ), priced as (
          select l.*, o1.offer_id as offer1, o1.title as title1,
                 case when l.order_type = 1 then o1.price_satang else o1.price_delivery_satang end as unit1,
                 o2.offer_id as offer2, o2.title as title2,
                 case when l.order_type = 1 then o2.price_satang else o2.price_delivery_satang end as unit2
            from lines l
            join bench_offers o1 on o1.store_id = l.store_id and o1.rn = l.rn1
            left join bench_offers o2 on l.lines = 2 and o2.store_id = l.store_id
                 and o2.rn = 1 + (l.rn1 + floor((l.offers - 1) * l.ro2)::int) % l.offers
        ), money as (
          select pr.*,
                 pr.unit1 * pr.q1 + coalesce(pr.unit2, 0) * pr.q2 as subtotal,
                 case when pr.order_type = 2 and pr.rf >= 0.4 then 15000 else 0 end as delivery_fee,
                 case when pr.order_type = 1 and pr.rs < 0.3 then 50000 else 0 end as service_total,
                 case when pr.rp < 0.22 then 10000 * pr.tyres
                      when pr.rp < 0.30 and pr.tyres = 4 then round((pr.unit1 * pr.q1 + coalesce(pr.unit2, 0) * pr.q2) * 0.05)::int
                      else 0 end as discount,
                 coalesce((select titles from bench_promos bp where bp.store_id = pr.store_id),
                          ${textArray(DEFAULT_PROMOTIONS)}) as promo_titles
            from priced pr
        )
        select m.*,
               m.subtotal + m.delivery_fee + m.service_total - m.discount as total,
               case when m.method like 'prepaid%'
                    then least(m.subtotal + m.delivery_fee + m.service_total - m.discount, 50000 * m.tyres)
                    else m.subtotal + m.delivery_fee + m.service_total - m.discount end as paid_now,
               extract(epoch from now() - m.created_at) / 86400 as age_days,
               -- 4 % never paid (expired), 3 % cancelled by the shop after payment, the rest paid.
               case when m.rc < 0.04 then 'unpaid' when m.rc < 0.07 then 'refunded' else 'paid' end as fate
          from money m`,
    sql`create index on bench_plan (n)`,
  ];
}

export const insertOrders = sql`
  insert into orders (order_no, user_id, store_id, order_type, status, payment_method,
    installment_period, appointment_date, appointment_time, customer, shipping, snapshot,
    subtotal_satang, delivery_fee_satang, service_total_satang, discount_total_satang, total_satang,
    paid_now_satang, remain_satang, cancel_reason, confirmed_at, completed_at, remain_collected_at,
    paid_at, cancelled_at, created_at, updated_at)
  select ${BENCH_PREFIX} || lpad(p.n::text, 7, '0'), u.id, p.store_id, p.order_type, s.status, p.method,
         case when p.method like 'installment%' then (array[3, 4, 6, 10])[1 + p.n % 4] end,
         case when p.order_type = 1 then (p.local_at + interval '1 day' * (1 + p.n % 7))::date end,
         case when p.order_type = 1 then 'slot' || (1 + p.n % 4) end,
         jsonb_build_object('firstName', split_part(u.name, ' ', 1), 'lastName', split_part(u.name, ' ', 2),
           'tel', u.tel, 'email', '',
           'licenseNumber', (${textArray(PLATE_LETTERS)})[1 + p.customer % ${PLATE_LETTERS.length}] || ' ' || (1000 + p.customer % 9000),
           'licenseProvince', (${textArray(PROVINCES)})[1 + p.customer % ${PROVINCES.length}],
           'carBrand', (${sql.raw(`array[${CARS.map(([b]) => `'${b}'`).join(', ')}]`)})[1 + p.customer % ${CARS.length}],
           'carModel', (${sql.raw(`array[${CARS.map(([, m]) => `'${m}'`).join(', ')}]`)})[1 + p.customer % ${CARS.length}]),
         case when p.order_type = 2 then jsonb_build_object('address', (p.customer % 300 + 1) || ' ถนนสุขุมวิท',
           'subDistrict', 'คลองเตย', 'district', 'คลองเตย',
           'province', (${textArray(PROVINCES)})[1 + p.customer % ${PROVINCES.length}], 'postCode', '10110') end,
         jsonb_build_object(
           'services', case when p.service_total > 0
             then jsonb_build_array(jsonb_build_object('title', 'ตั้งศูนย์ล้อ', 'priceSatang', p.service_total))
             else '[]'::jsonb end,
           'discounts', case when p.discount > 0
             then jsonb_build_array(jsonb_build_object('title',
                    p.promo_titles[1 + p.n % greatest(1, array_length(p.promo_titles, 1))], 'priceSatang', p.discount))
             else '[]'::jsonb end,
           'benefits', '[]'::jsonb),
         p.subtotal, p.delivery_fee, p.service_total, p.discount, p.total,
         p.paid_now, p.total - p.paid_now,
         case when p.fate = 'refunded' then 'สินค้าหมด ขออภัยลูกค้า' else '' end,
         s.confirmed_at, s.completed_at,
         case when s.completed_at is not null and p.total > p.paid_now then s.completed_at end,
         s.paid_at, s.cancelled_at, p.created_at, coalesce(s.completed_at, s.cancelled_at, s.paid_at, p.created_at)
    from bench_plan p
    join users u on u.username = 'bench_c_' || lpad(p.customer::text, 6, '0')
    cross join lateral (
      select
        case when p.fate <> 'paid' then 99
             when done then 3 + p.order_type
             when p.ra < 0.35 then 1 else 1 + p.order_type end as status,
        case when p.fate <> 'unpaid' then p.created_at + interval '1 minute' * (1 + p.n % 9) end as paid_at,
        case when p.fate = 'paid' and (done or p.ra >= 0.35) then p.created_at + interval '2 hours' end as confirmed_at,
        case when p.fate = 'paid' and done then least(now() - interval '5 minutes',
             p.created_at + interval '1 day' * (1 + p.n % 7) + interval '3 hours') end as completed_at,
        case when p.fate = 'unpaid' then p.created_at + interval '15 minutes'
             when p.fate = 'refunded' then p.created_at + interval '1 day' end as cancelled_at
      from (select p.age_days > 10 or p.ra >= 0.7 as done) d
    ) s`;

export const insertOrderItems = sql`
  insert into order_items (order_id, seller_product_id, title, quantity, unit_price_satang, line_total_satang)
  select o.id, l.offer, l.title, l.q, l.unit, l.unit * l.q
    from bench_plan p
    join orders o on o.order_no = ${BENCH_PREFIX} || lpad(p.n::text, 7, '0')
    cross join lateral (values (1, p.offer1, p.title1, p.q1, p.unit1), (2, p.offer2, p.title2, p.q2, p.unit2)) l(k, offer, title, q, unit)
   where l.q > 0 and l.offer is not null
   order by o.id, l.k`;
