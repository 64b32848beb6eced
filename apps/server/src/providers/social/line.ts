import type { LineCredentials, SocialProfile } from './social-provider';

// LINE Login v2.1: an authorization code is exchanged for an access token with the channel
// secret; a token is checked with /oauth2/v2.1/verify (client_id must be OUR channel id, not
// expired), then /v2/profile gives userId and displayName.
// https://developers.line.biz/en/reference/line-login/

const API = 'https://api.line.me';

export function createLineVerifier(
  channelId: string,
  channelSecret: string,
  fetchImpl: typeof fetch = fetch,
) {
  const timeout = () => AbortSignal.timeout(8000);

  async function exchangeCode(code: string, redirectUri: string): Promise<string | null> {
    const response = await fetchImpl(`${API}/oauth2/v2.1/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: channelId,
        client_secret: channelSecret,
      }),
      signal: timeout(),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { access_token?: string };
    return body.access_token ?? null;
  }

  return async (credentials: LineCredentials): Promise<SocialProfile | null> => {
    try {
      const accessToken =
        credentials.accessToken ??
        (credentials.code && credentials.redirectUri
          ? await exchangeCode(credentials.code, credentials.redirectUri)
          : null);
      if (!accessToken) return null;

      const verify = await fetchImpl(
        `${API}/oauth2/v2.1/verify?${new URLSearchParams({ access_token: accessToken })}`,
        { signal: timeout() },
      );
      if (!verify.ok) return null;
      const info = (await verify.json()) as { client_id?: string; expires_in?: number };
      if (info.client_id !== channelId || !(Number(info.expires_in) > 0)) return null;

      const profileResponse = await fetchImpl(`${API}/v2/profile`, {
        headers: { Authorization: `Bearer ${accessToken}` },
        signal: timeout(),
      });
      if (!profileResponse.ok) return null;
      const profile = (await profileResponse.json()) as { userId?: string; displayName?: string };
      if (!profile.userId) return null;
      return { id: profile.userId, name: profile.displayName ?? '' };
    } catch {
      return null;
    }
  };
}
