// Fixed Thai titles and descriptions of the screens whose head does not depend on data (spec 2.1
// public routes, 2.2 customer area, 2.3 seller routes). Titles match the web app's page headings
// (locales/th.json "pages") so the first load and client navigation say the same thing.

export const SITE_NAME = 'ยางดี';
export const TITLE_SEPARATOR = ' | ';

export const DEFAULT_DESCRIPTION =
  'ยางดี ตลาดยางรถยนต์ออนไลน์ เปรียบเทียบราคายางทุกยี่ห้อจากร้านยางทั่วประเทศ เลือกติดตั้งที่ร้านใกล้บ้านหรือจัดส่งถึงบ้าน ผ่อน 0% ได้';

export const NOT_FOUND_TITLE = 'ไม่พบหน้าที่คุณต้องการ';
export const NOT_FOUND_DESCRIPTION =
  'ไม่พบหน้าที่คุณต้องการ หน้านี้อาจถูกย้ายหรือไม่มีอยู่แล้ว กลับไปค้นหายางและร้านยางได้ที่หน้าแรกของยางดี';

/** The home page's own title (web locale home.documentTitle), so both renders agree. */
export const HOME_TITLE = 'ยางดี ตลาดยางรถยนต์ออนไลน์ ราคายางทุกยี่ห้อ ผ่อน 0%';

export type StaticPage = {
  title: string;
  description: string;
  /** Private or transactional screens are kept out of search engines. */
  isNoIndex?: boolean;
  /** Lists carry a BreadcrumbList (home → this page). */
  hasBreadcrumb?: boolean;
};

const PUBLIC_PAGES: Record<string, StaticPage> = {
  '/tire': {
    title: 'ราคายางรถยนต์ทุกยี่ห้อ ทุกขนาด',
    description:
      'เปรียบเทียบราคายางรถยนต์ทุกยี่ห้อ ทุกขนาด จากร้านยางทั่วประเทศ ค้นหาตามขนาดยาง รุ่นรถ หรือประเภทยาง พร้อมราคารวมติดตั้งที่ร้านหรือจัดส่งถึงบ้าน',
    hasBreadcrumb: true,
  },
  '/tire-by-car-model': {
    title: 'ยางตามรุ่นรถ เลือกยางให้ตรงกับรถของคุณ',
    description:
      'เลือกยี่ห้อรถ รุ่นรถ และปีรถ แล้วดูยางขนาดที่ติดรถมาจากโรงงาน พร้อมเปรียบเทียบราคาจากร้านยางหลายร้าน',
    hasBreadcrumb: true,
  },
  '/tire-by-type': {
    title: 'ยางตามประเภท ยางเก๋ง ยาง SUV ยางกระบะ ยางรันแฟลต',
    description:
      'ค้นหายางตามประเภทการใช้งาน ยางรถเก๋ง ยาง SUV ยางรถกระบะ ยางประหยัดน้ำมัน ยางสปอร์ต ยางรันแฟลต และยางออฟโรด เปรียบเทียบราคาจากร้านยาง',
    hasBreadcrumb: true,
  },
  '/search': {
    title: 'ผลการค้นหา',
    description: 'ค้นหายาง ร้านยาง บทความ และโปรโมชันบนยางดี',
    isNoIndex: true,
    hasBreadcrumb: true,
  },
  '/review': {
    title: 'รีวิวร้านยางจากลูกค้าจริง',
    description: 'รีวิวและคะแนนจากลูกค้าที่ซื้อยางและติดตั้งกับร้านค้าบนยางดี อ่านประสบการณ์จริงก่อนเลือกร้านยาง',
    hasBreadcrumb: true,
  },
  '/promotion': {
    title: 'โปรโมชันยาง โปรโมชันล่าสุด',
    description: 'รวมโปรโมชันยางรถยนต์ล่าสุด ส่วนลด ของแถม และผ่อน 0% จากร้านยางและยี่ห้อยางชั้นนำ',
    hasBreadcrumb: true,
  },
  '/article': {
    title: 'บทความ/ข่าวสาร เรื่องยางรถยนต์',
    description: 'บทความความรู้เรื่องยางรถยนต์ วิธีเลือกยาง การดูแลยาง การอ่านขนาดยาง และข่าวสารวงการยาง',
    hasBreadcrumb: true,
  },
  '/store': {
    title: 'ร้านยางใกล้ฉัน',
    description: 'ค้นหาร้านยางใกล้คุณ ดูที่ตั้ง เวลาเปิดปิด บริการ และรีวิว เลือกร้านเพื่อเปลี่ยนยางและนัดวันติดตั้งออนไลน์',
    hasBreadcrumb: true,
  },
  '/store-tire-repair': {
    title: 'ร้านปะยางใกล้ฉัน',
    description: 'ค้นหาร้านปะยางใกล้คุณ ปะยางแบบดอกเห็ด ปะสตีม ปะแบบเสียบ พร้อมที่ตั้งและเวลาเปิดปิด',
    hasBreadcrumb: true,
  },
  '/network': {
    title: 'เครือข่ายร้านยาง',
    description: 'รวมเครือข่ายร้านยางทั่วประเทศ ดูสาขา สินค้า และราคายางของแต่ละเครือข่าย',
    hasBreadcrumb: true,
  },
  '/about': {
    title: 'เกี่ยวกับเรา',
    description:
      'ยางดีคือตลาดยางรถยนต์ออนไลน์ที่ช่วยให้คนไทยเปรียบเทียบราคายางจากร้านยางทั่วประเทศ และเลือกติดตั้งที่ร้านหรือจัดส่งถึงบ้านได้ในที่เดียว',
  },
  '/contact': {
    title: 'ติดต่อเรา',
    description: 'ติดต่อทีมงานยางดี สอบถามเรื่องการสั่งซื้อ การติดตั้ง การจัดส่ง หรือสมัครเป็นร้านค้า',
  },
  '/tire-calculator': {
    title: 'โปรแกรมคำนวณขนาดยาง',
    description:
      'คำนวณและเปรียบเทียบขนาดยางเดิมกับยางใหม่ ความสูงแก้มยาง เส้นผ่านศูนย์กลาง เส้นรอบวง และค่าความคลาดเคลื่อนของมาตรวัดความเร็ว',
  },
  '/cart': {
    title: 'สั่งซื้อสินค้าและบริการ',
    description: 'รายการสั่งซื้อและเลือกร้านค้าเพื่อเข้ารับบริการ',
    isNoIndex: true,
  },
  '/order/receipt/:id': {
    title: 'ใบเสร็จ',
    description: 'ใบเสร็จคำสั่งซื้อของคุณบนยางดี',
    isNoIndex: true,
  },
  '/login': {
    title: 'เข้าสู่ระบบ',
    description: 'เข้าสู่ระบบยางดีเพื่อสั่งซื้อยาง ดูคำสั่งซื้อ และรายการโปรด',
    isNoIndex: true,
  },
  '/register': {
    title: 'สมัครสมาชิก',
    description: 'สมัครสมาชิกยางดีเพื่อสั่งซื้อยางและนัดติดตั้งกับร้านยางใกล้บ้าน',
    isNoIndex: true,
  },
  '/forget-password': {
    title: 'ลืมรหัสผ่าน',
    description: 'ตั้งรหัสผ่านใหม่สำหรับบัญชียางดีด้วยรหัส OTP ทางโทรศัพท์มือถือ',
    isNoIndex: true,
  },
  '/help/term': {
    title: 'ข้อกำหนดและเงื่อนไขการใช้บริการ',
    description: 'ข้อกำหนดและเงื่อนไขการใช้บริการเว็บไซต์ยางดีสำหรับผู้ซื้อ',
  },
  '/help/term-sell-product': {
    title: 'เงื่อนไขการขายสินค้า',
    description: 'เงื่อนไขการขายสินค้า การชำระเงิน การยกเลิก และการคืนเงินของยางดี',
  },
  '/help/term-warranty': {
    title: 'เงื่อนไขการรับประกัน',
    description: 'เงื่อนไขการรับประกันยางรถยนต์และบริการติดตั้งที่ซื้อผ่านยางดี',
  },
  '/help/term-store': {
    title: 'ข้อกำหนดสำหรับร้านค้า',
    description: 'ข้อกำหนดและเงื่อนไขสำหรับร้านค้าที่ขายยางและให้บริการติดตั้งบนยางดี',
  },
  '/help/info-tsi': {
    title: 'ข้อมูลมาตรฐานผลิตภัณฑ์อุตสาหกรรม (มอก.)',
    description: 'ข้อมูลมาตรฐานผลิตภัณฑ์อุตสาหกรรม (มอก.) สำหรับยางรถยนต์ที่จำหน่ายในประเทศไทย',
  },
  '/help/info-eu': {
    title: 'ข้อมูลฉลากยางยุโรป (EU Label)',
    description:
      'วิธีอ่านฉลากยางยุโรป (EU Label) ค่าความต้านทานการหมุน การยึดเกาะถนนเปียก และระดับเสียงของยาง',
  },
  '/help/privacy': {
    title: 'นโยบายความเป็นส่วนตัว',
    description: 'นโยบายความเป็นส่วนตัวของยางดีตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562 (PDPA)',
  },
  '/help/cookie': {
    title: 'นโยบายการใช้คุกกี้',
    description: 'นโยบายการใช้คุกกี้ของเว็บไซต์ยางดี ประเภทคุกกี้ที่ใช้และวิธีจัดการคุกกี้',
  },
  '/help/term-seller-installation': {
    title: 'เงื่อนไขการติดตั้งสำหรับร้านค้า',
    description: 'เงื่อนไขการให้บริการติดตั้งยางของร้านค้าบนยางดี การนัดหมาย และความรับผิดชอบของร้าน',
  },
  '/help/term-seller-delivery': {
    title: 'เงื่อนไขการจัดส่งสำหรับร้านค้า',
    description: 'เงื่อนไขการจัดส่งยางถึงบ้านของร้านค้าบนยางดี ระยะเวลา ค่าจัดส่ง และการตรวจรับสินค้า',
  },
};

/** Screens behind a login: a plain title, never indexed. */
const PRIVATE_TITLES: Record<string, string> = {
  '/my': 'คำสั่งซื้อของฉัน',
  '/my/favorite': 'รายการโปรด',
  '/my/order': 'คำสั่งซื้อของฉัน',
  '/my/order/review': 'คำสั่งซื้อของฉัน',
  '/my/receipt/:id': 'ใบเสร็จ',
  '/my/receipt-fee/:id': 'ใบเสร็จค่าธรรมเนียม',
  '/my/profile': 'ข้อมูลส่วนตัว',
  '/my/password': 'เปลี่ยนรหัสผ่าน',
  '/my/car': 'รถของฉัน',
  '/my/privacy': 'ความยินยอมด้านความเป็นส่วนตัว',
  '/my/notifications': 'การแจ้งเตือน',
  '/my/warranty': 'การรับประกันของฉัน',
  '/my/warranty/:id/certificate': 'ใบรับประกันยาง',
  '/my/warranty/:id/claim': 'ยื่นเคลมประกัน',
  '/my/warranty/claim/:id': 'เคลมประกัน',
  '/rebook/:orderId': 'สั่งยางชุดเดิมอีกครั้ง',
  '/seller/login': 'เข้าสู่ระบบผู้ขาย',
  '/seller/forget-password': 'ลืมรหัสผ่าน',
  '/seller/register': 'สมัครเป็นผู้ขาย',
  '/seller/form': 'กรอกข้อมูลร้านค้า',
};

const SELLER_DESCRIPTION = 'ยางดี สำหรับร้านค้า จัดการสินค้า คำสั่งซื้อ การติดตั้ง และรายได้ของร้านยาง';

/** The fixed head of a route pattern, or null when the route's head comes from data. */
export function staticPageFor(route: string): StaticPage | null {
  const page = PUBLIC_PAGES[route];
  if (page) return page;
  const privateTitle = PRIVATE_TITLES[route];
  if (privateTitle) {
    return {
      title: privateTitle,
      description: route.startsWith('/seller') ? SELLER_DESCRIPTION : DEFAULT_DESCRIPTION,
      isNoIndex: true,
    };
  }
  if (route === '/seller' || route.startsWith('/seller/')) {
    return { title: 'ยางดี สำหรับร้านค้า', description: SELLER_DESCRIPTION, isNoIndex: true };
  }
  // Issue 32, operator console: never indexed.
  if (route === '/admin' || route.startsWith('/admin/')) {
    return { title: 'ยางดี สำหรับผู้ดูแลระบบ', description: DEFAULT_DESCRIPTION, isNoIndex: true };
  }
  return null;
}

/** Public static screens listed in the sitemap (lists and help pages; not login or cart). */
export const SITEMAP_STATIC_PATHS: string[] = [
  '/',
  ...Object.entries(PUBLIC_PAGES)
    .filter(([route, page]) => !page.isNoIndex && !route.includes(':'))
    .map(([route]) => route),
];
