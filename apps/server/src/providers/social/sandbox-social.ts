import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SocialProfile } from './social-provider';

// Sandbox identity provider: tokens are HMAC-signed by a secret that lives only in this process,
// so only tokens issued by our own sandbox authorise page verify; anything forged is refused.
// The user id is derived from the test profile name, so the same name signs in the same account.

const TOKEN_TTL_MS = 10 * 60 * 1000;

type Payload = { p: 'facebook' | 'line'; sub: string; name: string; exp: number };

export class SandboxSocialIssuer {
  private readonly secret = randomBytes(32);

  private sign(data: string): string {
    return createHmac('sha256', this.secret).update(data).digest('base64url');
  }

  issue(provider: 'facebook' | 'line', name: string): string {
    const cleanName = name.trim().slice(0, 100) || 'ผู้ทดสอบ';
    const sub = `sandbox-${createHash('sha256').update(`${provider}:${cleanName}`).digest('hex').slice(0, 24)}`;
    const payload: Payload = { p: provider, sub, name: cleanName, exp: Date.now() + TOKEN_TTL_MS };
    const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${data}.${this.sign(data)}`;
  }

  verify(provider: 'facebook' | 'line', token: string): SocialProfile | null {
    const [data, signature, extra] = token.split('.');
    if (!data || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.sign(data));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const payload = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as Payload;
      if (payload.p !== provider || payload.exp < Date.now()) return null;
      return { id: payload.sub, name: payload.name };
    } catch {
      return null;
    }
  }
}
