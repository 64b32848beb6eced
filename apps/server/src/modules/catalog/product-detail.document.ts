import { formatProductionYear } from '@yangdee/contracts/production-year';
import { loadIndexKg, speedRatingKmh } from '@yangdee/contracts/tyre-ratings';
import { computeTyreDimensions } from '@yangdee/contracts/tyre-size-math';
import { newThaiDocument, thaiLongDate, writeLines } from '../../lib/pdf';
import type { ProductRow } from './product-detail.repository';

// The product data sheet (POST /api/product/get-document-file, spec 7 "a PDF as base64"): a one
// page A4 PDF in Thai, drawn with pdfkit in the Sarabun font (full Thai + Latin TTF, OFL, shipped
// by the @expo-google-fonts/sarabun npm package). Built on demand and cached per product version.

const GREEN = '#065f46';
const GREY = '#475569';
/** EU label class colours, A (best, dark green) to E (red), as on the printed label. */
const EU_COLOURS: Record<string, string> = {
  A: '#00843d',
  B: '#54b847',
  C: '#bfd730',
  D: '#fff200',
  E: '#f7a823',
};
const EU_CLASSES = ['A', 'B', 'C', 'D', 'E'];

export type DocumentProduct = Omit<ProductRow, 'types'> & { types: string[] };

function specRows(p: DocumentProduct): [string, string][] {
  const kg = loadIndexKg(p.loadIndex);
  const kmh = speedRatingKmh(p.speedRating);
  const size = computeTyreDimensions(p);
  const rows: [string, string][] = [
    ['ยี่ห้อ', `${p.brandTh} (${p.brandEn})`],
    ['รุ่น', p.modelName],
    ['ขนาด', p.sizeLabel],
    [
      'ดัชนีรับน้ำหนัก',
      kg ? `${p.loadIndex} (สูงสุด ${kg.toLocaleString('th-TH')} กก. ต่อเส้น)` : `${p.loadIndex}`,
    ],
    [
      'ดัชนีความเร็ว',
      kmh
        ? `${p.speedRating} (${p.speedRating === 'Z' ? 'มากกว่า' : 'สูงสุด'} ${kmh} กม./ชม.)`
        : p.speedRating,
    ],
    ['ปีที่ผลิต (ค.ศ.)', formatProductionYear(p.productionYear)],
    ['ประเทศผู้ผลิต', p.countryOfOrigin || '-'],
    ['ประเภทยาง', p.types.join(', ') || '-'],
    ['ยางรันแฟลต', p.isRunflat ? 'ใช่' : 'ไม่ใช่'],
    ['รหัสสินค้า (SKU)', p.sku],
    ['ความกว้างหน้ายาง', `${size.sectionWidthMm} มม.`],
    ['ความสูงแก้มยาง', `${size.sidewallHeightMm} มม.`],
    ['เส้นผ่านศูนย์กลางทั้งเส้น', `${size.overallDiameterMm} มม.`],
    ['รอบการหมุนต่อกิโลเมตร', `${size.revolutionsPerKm} รอบ`],
    ['มาตรฐาน มอก.', p.tsiStandard ?? 'ไม่มีข้อมูล'],
    [
      'การรับประกันจากผู้ผลิต',
      p.warrantyYears || p.warrantyKm
        ? [
            p.warrantyYears ? `${p.warrantyYears} ปี` : '',
            p.warrantyKm ? `${p.warrantyKm.toLocaleString('th-TH')} กม.` : '',
          ]
            .filter(Boolean)
            .join(' หรือ ') + (p.warrantyYears && p.warrantyKm ? ' แล้วแต่อย่างใดถึงก่อน' : '')
        : 'ตามเงื่อนไขของร้านค้า',
    ],
  ];
  return rows;
}

function drawEuScale(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  label: string,
  cls: string | null,
) {
  doc.font('bold').fontSize(11).fillColor('#0f172a').text(label, x, y, { width: 160 });
  EU_CLASSES.forEach((c, i) => {
    const bx = x + 170 + i * 34;
    const isCurrent = c === cls;
    doc.rect(bx, y - 1, 30, 18).fill(EU_COLOURS[c] ?? '#ccc');
    if (isCurrent)
      doc
        .rect(bx - 2, y - 3, 34, 22)
        .lineWidth(2)
        .stroke('#0f172a');
    doc
      .font(isCurrent ? 'bold' : 'regular')
      .fontSize(11)
      .fillColor('#0f172a')
      .text(c, bx, y + 1, { width: 30, align: 'center' });
  });
}

/** Renders the data sheet; resolves with the PDF bytes. */
export function renderProductDocument(p: DocumentProduct, now = new Date()): Promise<Buffer> {
  const { doc, done } = newThaiDocument({
    Title: `ข้อมูลผลิตภัณฑ์ ${p.brandEn} ${p.modelName} ${p.sizeLabel}`,
    Subject: 'เอกสารข้อมูลผลิตภัณฑ์ยางรถยนต์',
  });

  const left = 48;
  const width = doc.page.width - 96;
  doc.rect(0, 0, doc.page.width, 64).fill(GREEN);
  doc.font('bold').fontSize(22).fillColor('#ffffff').text('ยางดี', left, 16, { lineBreak: false });
  doc
    .font('regular')
    .fontSize(12)
    .text('เอกสารข้อมูลผลิตภัณฑ์ยางรถยนต์', left + 80, 26, {
      lineBreak: false,
    });
  doc.font('bold').fontSize(22).fillColor('#0f172a');
  const heading = `${p.brandTh} ${p.modelName} ${p.sizeLabel} ${p.loadIndex}${p.speedRating}`;
  let y = writeLines(doc, heading, left, 84, { width, lineHeight: 30 }) + 8;
  doc.font('bold').fontSize(14).fillColor(GREEN).text('ข้อมูลจำเพาะ', left, y);
  y = doc.y + 6;
  for (const [i, [label, value]] of specRows(p).entries()) {
    if (i % 2 === 0) doc.rect(left, y - 3, width, 22).fill('#f1f5f9');
    doc.font('regular').fontSize(11).fillColor(GREY);
    doc.text(label, left + 8, y, { width: 190, lineBreak: false });
    doc.font('bold').fillColor('#0f172a');
    writeLines(doc, value, left + 200, y, { width: width - 208, lineHeight: 16 });
    y += 22;
  }

  y += 14;
  doc.font('bold').fontSize(14).fillColor(GREEN).text('ฉลากยางยุโรป (EU Tyre Label)', left, y);
  y = doc.y + 8;
  if (p.euRollingResistance || p.euWetGrip || p.euNoiseDb !== null) {
    drawEuScale(doc, left, y, 'ประสิทธิภาพการประหยัดพลังงาน', p.euRollingResistance);
    y += 28;
    drawEuScale(doc, left, y, 'การยึดเกาะถนนเปียก', p.euWetGrip);
    y += 28;
    doc.font('bold').fontSize(11).fillColor('#0f172a').text('เสียงรบกวนภายนอก', left, y);
    doc
      .font('regular')
      .text(
        p.euNoiseDb === null
          ? 'ไม่มีข้อมูล'
          : `${p.euNoiseDb} เดซิเบล${p.euNoiseClass ? ` (ระดับ ${p.euNoiseClass})` : ''}`,
        left + 170,
        y,
      );
    y += 24;
  } else {
    doc.font('regular').fontSize(11).fillColor(GREY).text('ยางรุ่นนี้ไม่มีข้อมูลฉลากยางยุโรป', left, y);
    y = doc.y + 8;
  }

  if (p.description) {
    y += 8;
    doc.font('bold').fontSize(14).fillColor(GREEN).text('รายละเอียดสินค้า', left, y);
    doc.font('regular').fontSize(11).fillColor('#0f172a');
    writeLines(doc, p.description, left, doc.y + 4, {
      width,
      lineHeight: 17,
      maxY: doc.page.height - 84,
    });
  }

  // The footer sits in the bottom margin: lift the margin so pdfkit does not open a page 2.
  doc.page.margins.bottom = 0;
  doc.font('regular').fontSize(9).fillColor(GREY);
  writeLines(
    doc,
    `ข้อมูล ณ วันที่ ${thaiLongDate(now)} จากผู้ผลิตและร้านค้าบนยางดี ราคาและสต็อกดูได้ที่หน้าสินค้าบนเว็บไซต์ ข้อมูลอาจเปลี่ยนแปลงได้โดยไม่ต้องแจ้งให้ทราบล่วงหน้า`,
    left,
    doc.page.height - 64,
    { width, lineHeight: 13, align: 'center' },
  );
  doc.end();
  return done;
}

const MAX_CACHED = 200;

/** Made documents, key → base64, oldest evicted first: one per catalogue (catalogue.ts). */
export class DocumentCache {
  private readonly cache = new Map<string, string>();

  async base64(key: string, build: () => Promise<Buffer>): Promise<string> {
    const cache = this.cache;
    const hit = cache.get(key);
    if (hit) {
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const base64 = (await build()).toString('base64');
    cache.set(key, base64);
    if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
    return base64;
  }
}
