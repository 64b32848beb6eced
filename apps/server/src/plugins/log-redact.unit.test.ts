import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { LOG_REDACT, redactUrl } from './log-redact';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ redact: LOG_REDACT }, stream), lines };
}

describe('log redaction', () => {
  it('never writes a card number, CVV, card token or provider secret', () => {
    const { logger, lines } = capture();
    const token = '377acc6e-f4ca-49f1-a31f-3b55c0bda157';
    logger.info(
      {
        body: { token, paymentMethod: 'card' },
        tokenRequest: {
          rememberCard: false,
          card: { number: '4535017710535741', securityCode: '184', name: 'A B' },
        },
        charge: { card: { token }, referenceNo: 'TYRE000123' },
        form: { checksum: 'abc123', bankCode: '014' },
        req: { headers: { authorization: 'Basic c2VjcmV0Og==' } },
      },
      'payment',
    );
    const out = lines.join('');
    expect(out).not.toContain('4535017710535741');
    expect(out).not.toContain('"184"');
    expect(out).not.toContain(token);
    expect(out).not.toContain('c2VjcmV0Og==');
    expect(out).not.toContain('abc123');
    // What helps debugging stays.
    expect(out).toContain('TYRE000123');
    expect(out).toContain('"paymentMethod":"card"');
    expect(out).toContain('[redacted]');
  });

  it('shows only the start of the payment callback token in a logged URL', () => {
    const token = 'Zx81_aB-9Qm2Lp0Rt5Vw7Yk3Hn6Jd4Fs';
    const url = redactUrl(`/api/payment/callback/${token}`);
    expect(url).toBe('/api/payment/callback/Zx81_a…');
    expect(url).not.toContain(token);
    expect(redactUrl('/api/order/get-cart-data?x=1')).toBe('/api/order/get-cart-data?x=1');
  });
});
