// Long legal and help pages are kept as Thai text in one content module per page (the brief
// allows this for long legal pages): each is a title key in locales ("pages.*"), a last-updated
// date and sections of paragraphs and bullet lists.

export interface HelpSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  /** Text after the list. */
  after?: readonly string[];
}

export interface HelpDocument {
  /** Locale key of the page title (the same title the server renders into the head). */
  titleKey: string;
  /** Meta description. */
  description: string;
  /** YYYY-MM-DD, Bangkok. */
  updated: string;
  intro: readonly string[];
  sections: readonly HelpSection[];
}

export const COMPANY = {
  name: 'บริษัท ยางดี มาร์เก็ตเพลส จำกัด',
  address: 'เลขที่ 99/9 อาคารยางดีทาวเวอร์ ชั้น 12 ถนนพระราม 9 แขวงห้วยขวาง เขตห้วยขวาง กรุงเทพมหานคร 10310',
  tel: '02-123-4567',
  email: 'support@yangdee.co.th',
  dpoEmail: 'dpo@yangdee.co.th',
  line: '@yangdee',
  hours: 'วันจันทร์–วันเสาร์ เวลา 08:30–17:30 น. (เว้นวันหยุดนักขัตฤกษ์)',
} as const;
