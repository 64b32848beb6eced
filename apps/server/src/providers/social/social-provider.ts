import type { AppConfig } from '../../config';
import { createFacebookVerifier } from './facebook';
import { createLineVerifier } from './line';
import { SandboxSocialIssuer } from './sandbox-social';

// Social sign-in adapters (issue 4/6): each verifies a token with its provider and answers the
// provider's user id and display name, or null when the token is not good. The sandbox plays
// both providers with tokens signed by this server's own authorise pages (/dev/social/*).

export type SocialProfile = { id: string; name: string };
export type LineCredentials = { accessToken?: string; code?: string; redirectUri?: string };

export interface SocialProviders {
  verifyFacebook(accessToken: string): Promise<SocialProfile | null>;
  verifyLine(credentials: LineCredentials): Promise<SocialProfile | null>;
  /** Present when at least one provider is the sandbox: it serves the authorise pages. */
  sandbox?: SandboxSocialIssuer;
  sandboxProviders: ('facebook' | 'line')[];
}

export function createSocialProviders(config: AppConfig): SocialProviders {
  const needsSandbox = config.facebook.provider === 'sandbox' || config.line.provider === 'sandbox';
  const sandbox = needsSandbox ? new SandboxSocialIssuer() : undefined;
  const facebook =
    config.facebook.provider === 'facebook'
      ? createFacebookVerifier(config.facebook.appId ?? '', config.facebook.appSecret ?? '')
      : undefined;
  const line =
    config.line.provider === 'line'
      ? createLineVerifier(config.line.channelId ?? '', config.line.channelSecret ?? '')
      : undefined;
  return {
    sandbox,
    sandboxProviders: [
      ...(config.facebook.provider === 'sandbox' ? (['facebook'] as const) : []),
      ...(config.line.provider === 'sandbox' ? (['line'] as const) : []),
    ],
    async verifyFacebook(accessToken) {
      if (facebook) return facebook(accessToken);
      return sandbox?.verify('facebook', accessToken) ?? null;
    },
    async verifyLine(credentials) {
      if (line) return line(credentials);
      return credentials.accessToken
        ? (sandbox?.verify('line', credentials.accessToken) ?? null)
        : null;
    },
  };
}
