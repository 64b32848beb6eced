import { randomInt } from 'node:crypto';
import { SANDBOX_CAPTCHA_TOKEN } from '@yangdee/contracts/auth';
import type { FastifyInstance } from 'fastify';

// Phones, codes and invitation links for seller tests (decision 0131): the sandbox SMS outbox
// (/api/dev/outbox) is read as the phone's owner would read their messages.

export const randomMobile = () => `09${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

let ipCounter = 0;
/** A fresh client address per call, so per-address limits of one test never meet another's. */
export const nextIp = () =>
  `10.131.${Math.floor(ipCounter / 250) % 250}.${(ipCounter++ % 250) + 1}`;

export function sellerPhone(app: FastifyInstance) {
  const post = (url: string, payload: object, auth?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: nextIp(),
      headers: auth ? { authorization: auth } : {},
    });
  const outbox = async (tel: string) =>
    (await app.inject({ method: 'GET', url: `/api/dev/outbox?tel=${tel}` })).json() as {
      text: string;
      code: string;
    }[];
  return {
    post,
    outbox,
    /** A code of `type` sent to `tel` through /api/seller/request-otp. */
    async code(tel: string, type: 'register' | 'login' | 'reset') {
      const res = await post('/api/seller/request-otp', {
        tel,
        recaptcha: SANDBOX_CAPTCHA_TOKEN,
        type,
      });
      if (res.statusCode !== 200) throw new Error(`request-otp: ${res.body}`);
      const [latest] = await outbox(tel);
      return { otpToken: res.json().token as string, otp: latest.code };
    },
    /** The secret of the newest invitation link sent to `tel`. */
    async inviteToken(tel: string) {
      const message = (await outbox(tel)).find((m) => m.text.includes('/seller/invite/'));
      const token = message?.text.match(/\/seller\/invite\/([A-Za-z0-9_-]+)/)?.[1];
      if (!token) throw new Error(`no invitation sent to ${tel}`);
      return token;
    },
    /** The code the invitation page sends to the invited phone. */
    async inviteCode(token: string, tel: string) {
      const res = await post('/api/seller/request-invitation-otp', {
        token,
        recaptcha: SANDBOX_CAPTCHA_TOKEN,
      });
      if (res.statusCode !== 200) throw new Error(`request-invitation-otp: ${res.body}`);
      const [latest] = await outbox(tel);
      return { otpToken: res.json().token as string, otp: latest.code };
    },
  };
}
