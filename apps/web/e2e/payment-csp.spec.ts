import { expect, test } from '@playwright/test';

// Issue [6/6] "Reliability", in a real browser: the checkout page's Content-Security-Policy lets
// the card tokenizer reach the payment provider (here the sandbox the e2e launcher starts on
// port + 2) and lets the page post the provider's forms, and nothing else.

type PaymentConfig = { paymentApiUrl: string; paymentPublicKey: string };

async function paymentConfig(page: import('@playwright/test').Page): Promise<PaymentConfig> {
  const content = await page.locator('meta[name="app-config"]').getAttribute('content');
  return JSON.parse(content ?? '{}');
}

test('on the cart page the tokenizer reaches the provider and other hosts are blocked', async ({
  page,
}) => {
  await page.goto('/cart');
  const { paymentApiUrl, paymentPublicKey } = await paymentConfig(page);
  expect(paymentApiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

  const tokenized = await page.evaluate(
    async ({ url, key }) => {
      const res = await fetch(`${url}/v2/tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Basic ${btoa(`${key}:`)}` },
        body: JSON.stringify({
          rememberCard: false,
          card: {
            name: 'SOMCHAI JAIDEE',
            number: '4535017710535741',
            expirationMonth: '05',
            expirationYear: '28',
            securityCode: '184',
          },
        }),
      });
      return res.json();
    },
    { url: paymentApiUrl, key: paymentPublicKey },
  );
  expect(tokenized).toMatchObject({ resultCode: '00', card: { number: '453501XXXXXX5741' } });

  // Any other host is refused by the policy itself (not merely unreachable).
  const violation = await page.evaluate(
    () =>
      new Promise((resolve) => {
        document.addEventListener(
          'securitypolicyviolation',
          (e) => resolve({ directive: e.effectiveDirective, blocked: e.blockedURI }),
          { once: true },
        );
        fetch('http://127.0.0.1:9/steal', { method: 'POST', body: 'x' }).catch(() => undefined);
        setTimeout(() => resolve(null), 5000);
      }),
  );
  expect(violation).toMatchObject({
    directive: 'connect-src',
    blocked: 'http://127.0.0.1:9/steal',
  });
});

test('on the cart page a form post to the provider leaves for the provider page', async ({
  page,
}) => {
  await page.goto('/cart');
  const { paymentApiUrl, paymentPublicKey } = await paymentConfig(page);
  await page.evaluate(
    ({ url, key }) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = `${url}/v2/mobileBanking`;
      const fields: Record<string, string> = {
        publicKey: key,
        amount: '1000.00',
        referenceNo: 'E2ECSP1',
        responseUrl: `${location.origin}/order/return`,
        backgroundUrl: `${location.origin}/api/payment/callback`,
        bankCode: '004',
        checksum: 'not-the-checksum',
      };
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    { url: paymentApiUrl, key: paymentPublicKey },
  );
  // The provider checked the checksum: the post got there.
  await expect(page.locator('body')).toHaveText('Incorrect Checksum');
  expect(page.url()).toBe(`${paymentApiUrl}/v2/mobileBanking`);
});
