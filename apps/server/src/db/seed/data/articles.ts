// Articles (บทความ) and their authors. Bodies are HTML the site renders after sanitising.
// The texts live in three files by theme to keep each file short.

import { articlesBasics } from './articles-basics';
import { articlesCare } from './articles-care';
import { articlesChoosing } from './articles-choosing';
import type { TyreTypeCode } from './tyre-models';

export type AuthorSeed = { key: string; name: string; title: string; bio: string; color: string };

export type ArticleSeed = {
  key: string;
  authorKey: string;
  title: string;
  summary: string;
  bodyHtml: string;
  /** Tag texts (tags.ts) the article is filed under. */
  tags: readonly string[];
  /** Tyre types whose popular products are listed beside the article. */
  relatedTypes: readonly TyreTypeCode[];
  isHelp: boolean;
  publishedAt: string;
  viewCount: number;
};

export const authorSeeds: readonly AuthorSeed[] = [
  {
    key: 'chang-ek',
    name: 'เอกชัย ศรีวงศ์ (ช่างเอก)',
    title: 'หัวหน้าช่างเทคนิคยางและช่วงล่าง',
    bio: 'คลุกคลีกับงานยางและช่วงล่างมากว่า 20 ปี ตั้งแต่ร้านยางห้องแถวจนถึงศูนย์บริการครบวงจร ชอบอธิบายเรื่องเทคนิคให้เข้าใจง่าย',
    color: '#d7262e',
  },
  {
    key: 'kamonchanok',
    name: 'กมลชนก วัฒนกุล',
    title: 'วิศวกรยานยนต์',
    bio: 'วิศวกรเครื่องกล ทำงานด้านทดสอบยางและความปลอดภัยยานยนต์ เขียนเรื่องมาตรฐานยาง ฉลากยาง และรถยนต์ไฟฟ้า',
    color: '#1f5fbf',
  },
  {
    key: 'nattapon',
    name: 'ณัฐพล ทองมา',
    title: 'บรรณาธิการรีวิวรถและยาง',
    bio: 'นักเขียนสายรถกระบะและออฟโรด ทดลองยางมาแล้วหลายสิบรุ่นทั้งทางดำ ทางลูกรัง และทางโคลน',
    color: '#00734a',
  },
  {
    key: 'yangdee-team',
    name: 'ทีมงานยางดี',
    title: 'กองบรรณาธิการ',
    bio: 'ทีมงานยางดีรวบรวมความรู้เรื่องยางรถยนต์ การดูแลรักษา และการเลือกซื้อ เพื่อให้คุณเปลี่ยนยางได้อย่างมั่นใจ',
    color: '#f39800',
  },
];

export const articleSeeds: readonly ArticleSeed[] = [
  ...articlesBasics,
  ...articlesCare,
  ...articlesChoosing,
];
