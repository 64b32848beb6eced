import type { Receipt } from '@yangdee/contracts/order-history';
import { slotLabel } from '@yangdee/contracts/slots';
import { newThaiDocument, thaiLongDate, writeLines } from '../../lib/pdf';

// The receipt as an A4 PDF (POST /api/user/get-receipt-pdf): the same data as the printable page,
// and with a tax invoice requested, the words and fields a full Thai tax invoice must carry.

const GREY = '#475569';
const LEFT = 48;

const baht = (v: number) =>
  v.toLocaleString('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function receiptTitle(receipt: Receipt): string {
  return receipt.taxInvoice ? 'ใบเสร็จรับเงิน/ใบกำกับภาษี' : 'ใบเสร็จรับเงิน';
}

/** 'นัดติดตั้ง <date>', with a booking into a bay's whole window ('เวลา 09:30 - 11:30'). */
export function appointmentLine(
  receipt: Pick<Receipt, 'appointmentDate' | 'appointmentTime' | 'appointmentTo'>,
): string {
  if (!receipt.appointmentDate) return '';
  const date = thaiLongDate(new Date(`${receipt.appointmentDate}T12:00:00+07:00`));
  const window =
    receipt.appointmentTime && receipt.appointmentTo
      ? ` เวลา ${slotLabel({ from: receipt.appointmentTime, to: receipt.appointmentTo })}`
      : '';
  return `นัดติดตั้ง ${date}${window}`;
}

export function renderReceiptDocument(receipt: Receipt): Promise<Buffer> {
  const { doc, done } = newThaiDocument({
    Title: `${receiptTitle(receipt)} ${receipt.orderNo}`,
    Subject: `คำสั่งซื้อ ${receipt.orderNo}`,
  });
  const width = doc.page.width - LEFT * 2;
  const half = width / 2 - 8;
  let y = 48;

  doc.font('bold').fontSize(18).fillColor('#0f172a');
  doc.text(receiptTitle(receipt), LEFT, y, { width, lineBreak: false });
  y += 28;
  doc.font('regular').fontSize(10).fillColor('#0f172a');
  const headLines = [
    `เลขที่คำสั่งซื้อ ${receipt.orderNo}`,
    receipt.taxInvoice ? `เลขที่ใบกำกับภาษี ${receipt.taxInvoice.number}` : '',
    `วันที่ ${thaiLongDate(new Date(receipt.paidAt ?? receipt.createdAt))}`,
    `ชำระโดย ${receipt.paymentMethodText}`,
  ].filter(Boolean);
  let leftY = y;
  for (const line of headLines)
    leftY = writeLines(doc, line, LEFT, leftY, { width: half, lineHeight: 15 });

  const s = receipt.store;
  let rightY = y;
  doc.font('bold');
  rightY = writeLines(doc, s.legalName, LEFT + half + 16, rightY, { width: half, lineHeight: 15 });
  doc.font('regular');
  for (const line of [
    `${s.name} ${s.branchName}`.trim(),
    s.taxId ? `เลขประจำตัวผู้เสียภาษี ${s.taxId}` : '',
    receipt.taxInvoice?.sellerBranch ?? '',
    s.address,
    s.tel ? `โทร ${s.tel}` : '',
  ].filter(Boolean)) {
    rightY = writeLines(doc, line, LEFT + half + 16, rightY, { width: half, lineHeight: 15 });
  }
  y = Math.max(leftY, rightY) + 12;

  const b = receipt.buyer;
  doc.font('bold').text('ผู้ซื้อ', LEFT, y, { lineBreak: false });
  y += 16;
  doc.font('regular');
  for (const line of [
    b.taxName || b.name,
    b.taxId ? `เลขประจำตัวผู้เสียภาษี ${b.taxId}` : '',
    b.address,
    b.tel ? `โทร ${b.tel}` : '',
    appointmentLine(receipt),
    receipt.car
      ? `รถ ${receipt.car.carBrand} ${receipt.car.carModel} ทะเบียน ${receipt.car.licenseNumber} ${receipt.car.licenseProvince}`
      : '',
    receipt.delivery ? `จัดส่งถึง ${receipt.delivery.receiverName} ${receipt.delivery.address}` : '',
  ].filter(Boolean)) {
    y = writeLines(doc, line, LEFT, y, { width, lineHeight: 15 });
  }
  y += 10;

  const columns = [LEFT, LEFT + width - 200, LEFT + width - 130, LEFT + width - 60];
  doc.font('bold');
  const headings = ['รายการ', 'จำนวน', 'ราคา/หน่วย', 'จำนวนเงิน'];
  for (const [i, h] of headings.entries()) {
    doc.text(h, columns[i], y, { width: i === 0 ? width - 210 : 60, align: i ? 'right' : 'left' });
  }
  y += 18;
  doc
    .moveTo(LEFT, y - 3)
    .lineTo(LEFT + width, y - 3)
    .strokeColor('#cbd5e1')
    .stroke();
  doc.font('regular');
  const line = (title: string, qty: string, unit: string, amount: string) => {
    const endY = writeLines(doc, title, columns[0], y, { width: width - 210, lineHeight: 15 });
    doc.text(qty, columns[1], y, { width: 60, align: 'right' });
    doc.text(unit, columns[2], y, { width: 60, align: 'right' });
    doc.text(amount, columns[3], y, { width: 60, align: 'right' });
    y = endY + 4;
  };
  for (const i of receipt.items) {
    line(i.title, String(i.quantity), baht(i.unitPrice), baht(i.lineTotal));
  }
  for (const sv of receipt.services) line(sv.title, '', '', sv.price === 0 ? 'ฟรี' : baht(sv.price));
  for (const d of receipt.discounts) line(d.title, '', '', `-${baht(d.price)}`);
  if (receipt.deliveryFee > 0) line('ค่าจัดส่ง', '', '', baht(receipt.deliveryFee));
  y += 6;

  const totals: [string, number][] = [
    ['มูลค่าก่อนภาษีมูลค่าเพิ่ม', receipt.totalBeforeVat],
    ['ภาษีมูลค่าเพิ่ม 7%', receipt.vat],
    ['ยอดรวมทั้งสิ้น', receipt.total],
    [receipt.isDeposit ? 'ชำระมัดจำออนไลน์แล้ว' : 'ชำระแล้ว', receipt.paidNow],
  ];
  if (receipt.isDeposit) totals.push(['ยอดคงเหลือชำระที่ร้าน', receipt.remain]);
  if (receipt.installment) {
    totals.push([
      `ผ่อนชำระ ${receipt.installment.period} เดือน เดือนละ`,
      receipt.installment.perMonth,
    ]);
  }
  for (const [label, value] of totals) {
    doc.text(label, LEFT + width - 330, y, { width: 250, align: 'right' });
    doc.text(`${baht(value)} บาท`, LEFT + width - 80, y, { width: 80, align: 'right' });
    y += 16;
  }
  doc.fontSize(8).fillColor(GREY);
  writeLines(doc, 'ราคาสินค้าและบริการรวมภาษีมูลค่าเพิ่มแล้ว เอกสารออกโดยร้านค้าผ่านระบบยางดี', LEFT, y + 12, {
    width,
    lineHeight: 12,
  });
  doc.end();
  return done;
}
