import { expect, type Page } from '@playwright/test';

// The LINE Official Account sandbox (/dev/line, issue 35): what the outbox worker pushed, newest
// first. The worker sends within a moment of the event, so callers wait for a push.

type Push = { to: string; messages: { type: string; altText?: string; text?: string }[] };

const textOf = (push: Push) => push.messages.map((m) => m.altText ?? m.text ?? '').join('\n');

/** Waits for a push whose text holds every one of `parts`; answers who it went to and its text. */
export async function linePushAbout(page: Page, ...parts: string[]) {
  let found: { to: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const pushes = (await (await page.request.get('/api/dev/line')).json()) as Push[];
        const push = pushes.find((p) => parts.every((part) => textOf(p).includes(part)));
        found = push ? { to: push.to, text: textOf(push) } : undefined;
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as { to: string; text: string };
}

/** The shop's id of its order `orderNo` (the seller's order search). */
export async function sellerOrderId(page: Page, token: string, orderNo: string): Promise<number> {
  const res = await page.request.post('/api/seller/get-order', {
    headers: { Authorization: `Bearer ${token}` },
    data: { keyword: orderNo },
  });
  const { orderList } = (await res.json()) as { orderList: { id: number; orderNo: string }[] };
  const row = orderList.find((o) => o.orderNo === orderNo);
  expect(row, `${orderNo} in the shop's orders`).toBeDefined();
  return (row as { id: number }).id;
}
