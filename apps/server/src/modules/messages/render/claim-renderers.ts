import type { ClaimMessageData } from '../../outbox/message-data';
import { flexMessage } from './flex';
import type { RenderContext, RenderedMessage, RendererMap } from './renderer';
import { BRAND, baht, fit } from './thai-text';

// A warranty claim's steps (issue 36, decision 0161): the shopper hears of the shop's question
// and decision with a button to the claim page; the shop's claim staff hear of a new claim and
// an answer with a button to the claim in the back office. SMS ≤ 140 characters.

export const myClaimUrl = (ctx: RenderContext, id: number) =>
  `${ctx.webUrl}/my/warranty/claim/${id}`;
export const sellerClaimUrl = (ctx: RenderContext, id: number) =>
  `${ctx.webUrl}/seller/warranty-claim/${id}`;

const asData = (data: Record<string, unknown>) => data as unknown as ClaimMessageData;

function render(
  d: ClaimMessageData,
  text: string,
  title: string,
  extraRows: [string, string][],
  button: { label: string; url: string },
): RenderedMessage {
  return {
    text,
    line: [
      flexMessage(text, {
        title,
        rows: [
          ['เคลมเลขที่', `#${d.claimId}`],
          ['ยาง', d.tyreTitle],
          ['ร้าน', d.shopName],
          ...extraRows,
        ],
        button,
      }),
    ],
  };
}

export function claimFiledText(d: ClaimMessageData): string {
  return fit(
    `${BRAND}: มีลูกค้ายื่นเคลมประกันยาง #${d.claimId} คำสั่งซื้อ ${d.orderNo} `,
    d.tyreTitle,
    ' กรุณาตรวจสอบ',
  );
}
export function claimAnsweredText(d: ClaimMessageData): string {
  return fit(`${BRAND}: ลูกค้าส่งข้อมูลเพิ่มเติมของเคลม #${d.claimId} `, d.tyreTitle, ' กรุณาตรวจสอบ');
}
export function claimInfoRequestedText(d: ClaimMessageData): string {
  return fit(
    `${BRAND}: ร้านขอข้อมูลเพิ่มเติมสำหรับเคลมยาง #${d.claimId}: `,
    d.text ?? '',
    ' ตอบได้ที่หน้าเคลม',
  );
}
export function claimAcceptedText(d: ClaimMessageData): string {
  const what =
    d.remedy === 'credit' && d.creditSatang != null
      ? `ส่วนลด ${baht(d.creditSatang)} บาท`
      : 'เปลี่ยนยางเส้นใหม่ให้';
  return fit(`${BRAND}: ร้านอนุมัติเคลมยาง #${d.claimId} ${what} `, d.shopName, '');
}
export function claimRejectedText(d: ClaimMessageData): string {
  return fit(`${BRAND}: ร้านไม่อนุมัติเคลมยาง #${d.claimId} เหตุผล: `, d.text ?? '', '');
}

export const claimRenderers: RendererMap = {
  claim_filed: (data, ctx) => {
    const d = asData(data);
    return render(d, claimFiledText(d), 'ลูกค้ายื่นเคลมประกันยาง', [['คำสั่งซื้อ', d.orderNo]], {
      label: 'เปิดรายการเคลม',
      url: sellerClaimUrl(ctx, d.claimId),
    });
  },
  claim_answered: (data, ctx) => {
    const d = asData(data);
    return render(d, claimAnsweredText(d), 'ลูกค้าส่งข้อมูลเพิ่มเติมแล้ว', [], {
      label: 'เปิดรายการเคลม',
      url: sellerClaimUrl(ctx, d.claimId),
    });
  },
  claim_info_requested: (data, ctx) => {
    const d = asData(data);
    return render(d, claimInfoRequestedText(d), 'ร้านขอข้อมูลเพิ่มเติม', [['ข้อความ', d.text ?? '']], {
      label: 'ตอบร้านค้า',
      url: myClaimUrl(ctx, d.claimId),
    });
  },
  claim_accepted: (data, ctx) => {
    const d = asData(data);
    const rows: [string, string][] =
      d.remedy === 'credit' && d.creditSatang != null
        ? [['ชดเชย', `ส่วนลด ${baht(d.creditSatang)} บาท`]]
        : [['ชดเชย', 'เปลี่ยนยางเส้นใหม่ให้']];
    return render(d, claimAcceptedText(d), 'ร้านอนุมัติเคลมแล้ว', rows, {
      label: 'ดูรายละเอียดเคลม',
      url: myClaimUrl(ctx, d.claimId),
    });
  },
  claim_rejected: (data, ctx) => {
    const d = asData(data);
    return render(d, claimRejectedText(d), 'ร้านไม่อนุมัติเคลม', [['เหตุผล', d.text ?? '']], {
      label: 'ดูรายละเอียดเคลม',
      url: myClaimUrl(ctx, d.claimId),
    });
  },
};
