import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseProviderCallback } from './provider/callback';
import { acceptProviderForms } from './provider-body-parser';

describe('provider callback bodies', () => {
  it('a scope that accepts provider forms reads both form and JSON callbacks; others refuse forms', async () => {
    const app = Fastify();
    await app.register(async (scope) => {
      acceptProviderForms(scope);
      scope.post('/callback', async (request) =>
        parseProviderCallback(request.headers['content-type'], request.body),
      );
    });
    app.post('/elsewhere', async () => ({ ok: true }));
    await app.ready();

    const form = await app.inject({
      method: 'POST',
      url: '/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'resultCode=00&amount=10.00&referenceNo=R1&gbpReferenceNo=gbp1&paymentType=C',
    });
    expect(form.json()).toMatchObject({ referenceNo: 'R1', amountSatang: 1000, paymentType: 'C' });

    const json = await app.inject({
      method: 'POST',
      url: '/callback',
      payload: {
        resultCode: '00',
        amount: 10,
        referenceNo: 'R2',
        gbpReferenceNo: 'g',
        paymentType: 'Q',
      },
    });
    expect(json.json()).toMatchObject({ referenceNo: 'R2', amountSatang: 1000 });

    const elsewhere = await app.inject({
      method: 'POST',
      url: '/elsewhere',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(elsewhere.statusCode).toBe(415);
    await app.close();
  });
});
