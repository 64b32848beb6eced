import { chromium } from '@playwright/test';

const base = 'http://localhost:3150';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [390, 1366]) {
  const p = await b.newPage({
    viewport: { width, height: width < 500 ? 844 : 900 },
    isMobile: width < 500,
    hasTouch: width < 500,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
  });
  const r = await p.request.post(`${base}/api/seller/submit-login`, {
    data: { username: 'seller1', password: 'Seller123' },
  });
  const s = await r.json();
  await p.goto(`${base}/help/term`);
  await p.evaluate((s) => {
    localStorage.setItem('accept', 'true');
    localStorage.setItem('sellerTokenV2', s.token);
    localStorage.setItem('shopInfo', JSON.stringify(s.info));
    localStorage.setItem('shopAcl', JSON.stringify(s.acl));
  }, s);
  const list = await (
    await p.request.post(`${base}/api/seller/get-order`, {
      data: {},
      headers: { authorization: `Bearer ${s.token}` },
    })
  ).json();
  const id = list.orderList?.[0]?.id ?? 1;
  for (const [name, path] of [
    ['manage', '/seller/order/manage'],
    ['detail', `/seller/order/detail/${id}`],
    ['service', '/seller/order/service'],
    ['delivery', '/seller/order/delivery'],
    ['receipt', `/seller/order/receipt/${id}`],
    ['cover', `/seller/order/delivery-cover/${id}`],
  ]) {
    await p.goto(base + path);
    await p.waitForTimeout(2000);
    await p.screenshot({
      path: `/tmp/lead-${name}-${width}.png`,
      fullPage: width < 500 ? false : true,
    });
  }
  await p.close();
}
await b.close();
