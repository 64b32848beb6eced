import { z } from 'zod';

// Content shapes: home banners and content, promotions, articles, authors, reviews, content search
// and the contact form (spec 2.1, 7 Home and Product; the /api/content/* calls are ours, decision
// 0006). Dates are ISO strings: `YYYY-MM-DD` for promotion periods, full timestamps otherwise.

export const CONTENT_DEFAULT_PAGE_SIZE = 12;
export const CONTENT_MAX_PAGE_SIZE = 60;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const page = z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_000).default(1));
const pageSize = z.preprocess(
  blankToUndefined,
  z.coerce.number().int().min(1).max(CONTENT_MAX_PAGE_SIZE).default(CONTENT_DEFAULT_PAGE_SIZE),
);

export const ContentPageBodySchema = z.object({ page, pageSize });
export type ContentPageBody = z.input<typeof ContentPageBodySchema>;

/** A paged list envelope, the same shape as the catalogue's card lists. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalPage: z.number().int(),
  });
}

// ---------------------------------------------------------------------------------------------
// Home

export const BannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Site-relative link the banner opens; '' when it links nowhere. */
  link: z.string(),
  desktop: z.string(),
  mobile: z.string(),
});
export type Banner = z.infer<typeof BannerSchema>;

export const PromotionSummarySchema = z.object({
  key: z.string(),
  title: z.string(),
  remark: z.string(),
  category: z.string(),
  picture: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type PromotionSummary = z.infer<typeof PromotionSummarySchema>;

export const AuthorRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const ArticleSummarySchema = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  summary: z.string(),
  picture: z.string(),
  publishedAt: z.string(),
  author: AuthorRefSchema,
});
export type ArticleSummary = z.infer<typeof ArticleSummarySchema>;

export const HomeContentSchema = z.object({
  promotions: z.array(PromotionSummarySchema),
  articles: z.array(ArticleSummarySchema),
});
export type HomeContent = z.infer<typeof HomeContentSchema>;

export const ReviewSchema = z.object({
  id: z.number().int(),
  reviewerName: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  createdAt: z.string(),
  store: z.object({ id: z.number().int(), name: z.string(), link: z.string() }),
});
export type Review = z.infer<typeof ReviewSchema>;

export const HOME_REVIEW_COUNT = 6;
export const HOME_PROMOTION_COUNT = 4;
export const HOME_ARTICLE_COUNT = 4;

// ---------------------------------------------------------------------------------------------
// Promotions

export const PromotionListSchema = pagedSchema(PromotionSummarySchema);
export type PromotionList = z.infer<typeof PromotionListSchema>;

const key = z.string().trim().min(1).max(160);

export const PromotionDetailBodySchema = z.object({ key });

/** Spec 3 "Promotion data" plus what the detail page shows; `detail` is sanitised HTML. */
export const PromotionDetailSchema = PromotionSummarySchema.extend({
  amountType: z.string(),
  /** Baht for the amount types, percent for the percent types (spec 9 "Promotion unit display"). */
  amount: z.number(),
  minQty: z.number().int(),
  imageTitle: z.string(),
  detail: z.string(),
  topBanner: z.string().nullable(),
  topBannerMobile: z.string().nullable(),
  bottomBanner: z.string().nullable(),
  bottomBannerMobile: z.string().nullable(),
  /** 'active' today, 'upcoming' (starts later) or 'ended'. */
  state: z.enum(['active', 'upcoming', 'ended']),
});
export type PromotionDetail = z.infer<typeof PromotionDetailSchema>;

// ---------------------------------------------------------------------------------------------
// Articles and authors

export const ArticleListBodySchema = ContentPageBodySchema.extend({
  tag: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(2_147_483_647).optional()),
});
export type ArticleListBody = z.input<typeof ArticleListBodySchema>;

export const ArticleTagSchema = z.object({ id: z.number().int(), text: z.string() });

export const ArticleListSchema = pagedSchema(ArticleSummarySchema).extend({
  /** The tag filtered on, when any. */
  tag: ArticleTagSchema.nullable(),
});
export type ArticleList = z.infer<typeof ArticleListSchema>;

export const ArticleDetailBodySchema = z.object({ key });

export const AuthorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  bio: z.string(),
  avatar: z.string(),
});
export type Author = z.infer<typeof AuthorSchema>;

/** `body` is sanitised HTML. */
export const ArticleDetailSchema = ArticleSummarySchema.extend({
  body: z.string(),
  updatedAt: z.string(),
  viewCount: z.number().int(),
  author: AuthorSchema,
  tags: z.array(ArticleTagSchema),
  /** Other articles, newest first. */
  related: z.array(ArticleSummarySchema),
});
export type ArticleDetail = z.infer<typeof ArticleDetailSchema>;

export const AuthorDetailBodySchema = ContentPageBodySchema.extend({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});
export type AuthorDetailBody = z.input<typeof AuthorDetailBodySchema>;

export const AuthorDetailSchema = AuthorSchema.extend({
  articles: pagedSchema(ArticleSummarySchema),
});
export type AuthorDetail = z.infer<typeof AuthorDetailSchema>;

// ---------------------------------------------------------------------------------------------
// Reviews

export const RatingSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
  /** Count of reviews per star, from 5 stars down to 1. */
  histogram: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
});
export type RatingSummary = z.infer<typeof RatingSummarySchema>;

export const ReviewListSchema = pagedSchema(ReviewSchema).extend({ summary: RatingSummarySchema });
export type ReviewList = z.infer<typeof ReviewListSchema>;

// ---------------------------------------------------------------------------------------------
// Content search (POST /api/product/get-content-search; tab 3 of /search)

export const ContentSearchBodySchema = ContentPageBodySchema.extend({
  k: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(100)),
});
export type ContentSearchBody = z.input<typeof ContentSearchBodySchema>;

export const ContentSearchItemSchema = z.object({
  kind: z.enum(['article', 'promotion']),
  key: z.string(),
  title: z.string(),
  summary: z.string(),
  picture: z.string(),
  /** Article publish time or promotion start date. */
  date: z.string(),
});
export type ContentSearchItem = z.infer<typeof ContentSearchItemSchema>;

export const ContentSearchSchema = pagedSchema(ContentSearchItemSchema);
export type ContentSearch = z.infer<typeof ContentSearchSchema>;

// ---------------------------------------------------------------------------------------------
// Contact form (the web form and the server validate with this one schema)

export const CONTACT_LIMITS = { name: 100, email: 100, tel: 20, subject: 200, message: 2000 };

export const ContactBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: 'กรุณากรอกชื่อ' })
    .max(CONTACT_LIMITS.name, { message: 'ชื่อยาวได้ไม่เกิน 100 ตัวอักษร' }),
  email: z
    .string()
    .trim()
    .min(1, { message: 'กรุณากรอกอีเมล' })
    .max(CONTACT_LIMITS.email, { message: 'อีเมลยาวได้ไม่เกิน 100 ตัวอักษร' })
    .pipe(z.email({ message: 'รูปแบบอีเมลไม่ถูกต้อง' })),
  tel: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.tel, { message: 'เบอร์โทรศัพท์ยาวได้ไม่เกิน 20 ตัวอักษร' })
    .regex(/^[0-9+\-\s]*$/, { message: 'เบอร์โทรศัพท์ใช้ได้เฉพาะตัวเลข' })
    .optional()
    .default(''),
  subject: z
    .string()
    .trim()
    .min(1, { message: 'กรุณากรอกหัวข้อ' })
    .max(CONTACT_LIMITS.subject, { message: 'หัวข้อยาวได้ไม่เกิน 200 ตัวอักษร' }),
  message: z
    .string()
    .trim()
    .min(10, { message: 'กรุณากรอกข้อความอย่างน้อย 10 ตัวอักษร' })
    .max(CONTACT_LIMITS.message, { message: 'ข้อความยาวได้ไม่เกิน 2,000 ตัวอักษร' }),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;
export type ContactInput = z.input<typeof ContactBodySchema>;

export const CONTACT_SUCCESS_MESSAGE = 'ได้รับข้อความของคุณแล้ว ทีมงานจะติดต่อกลับภายใน 1–2 วันทำการ';

export const ContactResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
