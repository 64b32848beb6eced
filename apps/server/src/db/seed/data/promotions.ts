// Platform promotions with the five amount types of spec 9. Amounts: baht for the amount types
// (stored as satang by the seed), percent for the percent types (stored as basis points).
// discountTurnPart is a trade-in: money off per old tyre handed in at the shop.
// Dates are written as on SEED_DAY (22 November 2026); seed-dates.ts moves them to the seeding day
// and fills {period} (the Thai date range) and {endYear} (Buddhist-era year of the end date).

export type PromotionAmountType =
  | 'discountAmount'
  | 'discountOrderAmt'
  | 'discountTurnPart'
  | 'discountPercent'
  | 'discountOrderPercent';

export type PromotionSeed = {
  key: string;
  category: 'discount' | 'gift' | 'installment' | 'tradein';
  amountType: PromotionAmountType;
  /** Baht for amount types, percent for percent types. */
  amount: number;
  minQty: number;
  title: string;
  remark: string;
  imageTitle: string;
  detailHtml: string;
  isTogglable: boolean;
  startDate: string;
  endDate: string;
  /** Brands whose offers carry the promotion; empty → every brand. */
  brandSlugs: readonly string[];
  /** Banner colours for the generated SVG. */
  colors: { from: string; to: string; text: string };
};

const terms = (lines: readonly string[]) =>
  `<h3>เงื่อนไขการรับสิทธิ์</h3><ul>${lines.map((l) => `<li>${l}</li>`).join('')}</ul>`;

export const promotionSeeds: readonly PromotionSeed[] = [
  {
    key: 'year-end-michelin-2026',
    category: 'discount',
    amountType: 'discountAmount',
    amount: 500,
    minQty: 4,
    title: 'ส่งท้ายปี มิชลิน ลดเส้นละ 500 บาท',
    remark: 'เมื่อซื้อยางมิชลินครบ 4 เส้น',
    imageTitle: 'มิชลิน ลดส่งท้ายปี',
    detailHtml: `<p>เปลี่ยนยางมิชลินรับปีใหม่ ลดทันทีเส้นละ 500 บาท เมื่อซื้อครบ 4 เส้นในคำสั่งซื้อเดียว ใช้ได้ทั้งติดตั้งที่ร้านและจัดส่งถึงบ้าน</p>${terms(['ซื้อยางมิชลินรุ่นเดียวกันครบ 4 เส้นต่อคำสั่งซื้อ', 'ส่วนลดคำนวณอัตโนมัติในตะกร้า', 'ไม่สามารถใช้ร่วมกับโปรโมชันส่วนลดต่อเส้นอื่นได้', 'ระยะเวลา {period}'])}`,
    isTogglable: false,
    startDate: '2026-11-01',
    endDate: '2026-12-31',
    brandSlugs: ['michelin'],
    colors: { from: '#27509b', to: '#0b2a66', text: '#fce500' },
  },
  {
    key: 'pickup-season-order-1000',
    category: 'discount',
    amountType: 'discountOrderAmt',
    amount: 1000,
    minQty: 4,
    title: 'ยางกระบะ ลดท้ายบิล 1,000 บาท',
    remark: 'ยางรถกระบะและ PPV ครบ 4 เส้น',
    imageTitle: 'หน้าฝนนี้ ยางกระบะพร้อมลุย',
    detailHtml: `<p>รถกระบะและ PPV ใช้งานหนักทั้งปี ถึงเวลาเปลี่ยนยางใหม่ รับส่วนลดท้ายบิลทันที 1,000 บาท สำหรับยางบริดจสโตน โยโกฮามา และ BFGoodrich</p>${terms(['ยอดสั่งซื้อยางรถกระบะ/PPV ครบ 4 เส้น', 'ลด 1,000 บาทต่อคำสั่งซื้อ', 'เฉพาะร้านค้าที่ร่วมรายการ', 'ระยะเวลา {period}'])}`,
    isTogglable: false,
    startDate: '2026-11-15',
    endDate: '2027-01-15',
    brandSlugs: ['bridgestone', 'yokohama', 'bfgoodrich'],
    colors: { from: '#1d1d1b', to: '#4a4a48', text: '#ffcc00' },
  },
  {
    key: 'trade-in-old-tyres',
    category: 'tradein',
    amountType: 'discountTurnPart',
    amount: 200,
    minQty: 2,
    title: 'เอายางเก่ามาแลก ลดเส้นละ 200 บาท',
    remark: 'นำยางเก่ามาคืนที่ร้านในวันติดตั้ง',
    imageTitle: 'เทิร์นยางเก่า แลกส่วนลด',
    detailHtml: `<p>ยางเก่าไม่ต้องทิ้ง นำมาเทิร์นที่ร้านในวันเข้ารับบริการ รับส่วนลดเส้นละ 200 บาท ร้านค้าจะส่งยางเก่าไปรีไซเคิลอย่างถูกวิธี</p>${terms(['ใช้ได้กับการติดตั้งที่ร้านเท่านั้น', 'ยางเก่าต้องเป็นยางรถยนต์ขนาดใกล้เคียงกัน จำนวนเท่ากับยางใหม่', 'เลือกรับสิทธิ์ได้ในตะกร้า', 'ระยะเวลา {period}'])}`,
    isTogglable: true,
    startDate: '2026-10-01',
    endDate: '2027-01-31',
    brandSlugs: [],
    colors: { from: '#00734a', to: '#00a86b', text: '#ffffff' },
  },
  {
    key: 'eco-tyres-5-percent',
    category: 'discount',
    amountType: 'discountPercent',
    amount: 5,
    minQty: 2,
    title: 'ยางประหยัดน้ำมัน ลด 5%',
    remark: 'เฉพาะยางรุ่นประหยัดน้ำมันที่ร่วมรายการ',
    imageTitle: 'ขับประหยัด ลดอีก 5%',
    detailHtml: `<p>ยางที่มีค่าความต้านทานการหมุนต่ำช่วยลดการใช้น้ำมันและไฟฟ้า ดูได้จากระดับ Rolling Resistance บนฉลากยาง EU รับส่วนลด 5% ต่อเส้นเมื่อซื้อตั้งแต่ 2 เส้น</p>${terms(['ส่วนลด 5% จากราคาต่อเส้น', 'เฉพาะยางประเภทประหยัดน้ำมัน', 'ระยะเวลา {period}'])}`,
    isTogglable: false,
    startDate: '2026-11-01',
    endDate: '2026-12-30',
    brandSlugs: ['goodyear', 'hankook', 'dunlop', 'toyo'],
    colors: { from: '#2e9d5b', to: '#0e6b3a', text: '#ffffff' },
  },
  {
    key: 'new-year-order-3-percent',
    category: 'discount',
    amountType: 'discountOrderPercent',
    amount: 3,
    minQty: 4,
    title: 'ฉลองปีใหม่ {endYear} ลดท้ายบิล 3%',
    remark: 'ทุกยี่ห้อ เมื่อซื้อครบ 4 เส้น',
    imageTitle: 'ปีใหม่ ยางใหม่',
    detailHtml: `<p>เตรียมรถให้พร้อมเดินทางกลับบ้านช่วงปีใหม่ รับส่วนลดท้ายบิล 3% ทุกยี่ห้อ เมื่อซื้อยางครบ 4 เส้น</p>${terms(['ลด 3% จากยอดสินค้า ไม่รวมค่าบริการและค่าจัดส่ง', 'ส่วนลดสูงสุด 2,000 บาทต่อคำสั่งซื้อ', 'ระยะเวลา {period}'])}`,
    isTogglable: false,
    startDate: '2026-12-15',
    endDate: '2027-01-10',
    brandSlugs: [],
    colors: { from: '#b3121f', to: '#e8412c', text: '#ffe9a8' },
  },
  {
    key: 'yokohama-advan-300',
    category: 'discount',
    amountType: 'discountAmount',
    amount: 300,
    minQty: 2,
    title: 'โยโกฮามา ADVAN ลดเส้นละ 300 บาท',
    remark: 'ยางสปอร์ตตระกูล ADVAN',
    imageTitle: 'ADVAN สปอร์ตเต็มสูบ',
    detailHtml: `<p>ยางสปอร์ตที่นักขับเลือก ลดทันทีเส้นละ 300 บาท เมื่อซื้อตั้งแต่ 2 เส้นขึ้นไป</p>${terms(['เฉพาะยางโยโกฮามาที่ร่วมรายการ', 'ซื้อตั้งแต่ 2 เส้นขึ้นไป', 'ระยะเวลา {period}'])}`,
    isTogglable: false,
    startDate: '2026-11-01',
    endDate: '2026-12-31',
    brandSlugs: ['yokohama'],
    colors: { from: '#111111', to: '#e60012', text: '#ffffff' },
  },
  {
    key: 'thai-brands-order-500',
    category: 'discount',
    amountType: 'discountOrderAmt',
    amount: 500,
    minQty: 4,
    title: 'ยางแบรนด์ไทย ลดท้ายบิล 500 บาท',
    remark: 'ดีสโตน และ โอตานิ ครบ 4 เส้น',
    imageTitle: 'ยางคุณภาพ ผลิตในไทย',
    detailHtml: `<p>สนับสนุนยางผลิตในประเทศไทย ดีสโตนและโอตานิ ผ่านมาตรฐาน มอก. รับส่วนลดท้ายบิล 500 บาทเมื่อซื้อครบ 4 เส้น</p>${terms(['ซื้อยางดีสโตนหรือโอตานิครบ 4 เส้น', 'ลด 500 บาทต่อคำสั่งซื้อ', 'ระยะเวลา {period}'])}`,
    isTogglable: false,
    startDate: '2026-10-01',
    endDate: '2026-12-31',
    brandSlugs: ['deestone', 'otani'],
    colors: { from: '#003d79', to: '#1c3f94', text: '#f7a800' },
  },
  {
    key: 'ev-tyres-7-percent',
    category: 'discount',
    amountType: 'discountPercent',
    amount: 7,
    minQty: 4,
    title: 'ยางสำหรับรถไฟฟ้า ลด 7%',
    remark: 'ยางเงียบ ประหยัดพลังงาน สำหรับ EV',
    imageTitle: 'EV ขับไกลขึ้น เงียบขึ้น',
    detailHtml: `<p>รถไฟฟ้ามีแรงบิดสูงและน้ำหนักมาก ยางที่ออกแบบมาเพื่อ EV ช่วยให้ขับได้ไกลขึ้นและเงียบขึ้น รับส่วนลด 7% เมื่อซื้อครบ 4 เส้น</p>${terms(['เฉพาะยางรุ่นที่ร่วมรายการ', 'ซื้อครบ 4 เส้น', 'ระยะเวลา {period}'])}`,
    isTogglable: false,
    startDate: '2026-11-01',
    endDate: '2027-02-28',
    brandSlugs: ['michelin', 'hankook', 'sailun'],
    colors: { from: '#0b6cbf', to: '#34c3eb', text: '#ffffff' },
  },
  {
    key: 'rainy-season-2026',
    category: 'discount',
    amountType: 'discountPercent',
    amount: 10,
    minQty: 4,
    title: 'หน้าฝนปลอดภัย ลด 10%',
    remark: 'สิ้นสุดแล้ว',
    imageTitle: 'ยางดี หน้าฝนปลอดภัย',
    detailHtml: `<p>โปรโมชันหน้าฝน สิ้นสุดแล้ว ขอบคุณลูกค้าทุกท่านที่ร่วมรายการ</p>${terms(['ระยะเวลา {period}'])}`,
    isTogglable: false,
    startDate: '2026-06-01',
    endDate: '2026-10-31',
    brandSlugs: ['continental', 'pirelli'],
    colors: { from: '#4a6fa5', to: '#2b4a7a', text: '#ffffff' },
  },
];
