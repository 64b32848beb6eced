// The shopper's text about a refund (decision 0139; issue 35: sent through the outbox).

const BRAND = 'ยางดี';

function baht(satang: number): string {
  return (satang / 100).toLocaleString('th-TH', {
    minimumFractionDigits: satang % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  });
}

export function refundDetailsNeededSms(orderNo: string, amountSatang: number): string {
  return `${BRAND}: คืนเงิน ${baht(amountSatang)} บาท ของคำสั่งซื้อ ${orderNo} กรุณาระบุพร้อมเพย์หรือบัญชีรับเงินคืนที่เมนูคำสั่งซื้อของฉัน`;
}

export function refundSentSms(orderNo: string, amountSatang: number, reference: string): string {
  return `${BRAND}: คืนเงิน ${baht(amountSatang)} บาท ของคำสั่งซื้อ ${orderNo} แล้ว อ้างอิง ${reference}`;
}

export function refundFailedSms(orderNo: string, reason: string): string {
  return `${BRAND}: คืนเงินของคำสั่งซื้อ ${orderNo} ไม่สำเร็จ (${reason.slice(0, 60)}) กรุณาระบุบัญชีรับเงินคืนอีกครั้งที่เมนูคำสั่งซื้อของฉัน`;
}
