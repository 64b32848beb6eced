import type { SocialProfile } from './social-provider';

// Facebook Login: the Graph API's debug_token (with the app access token "{appId}|{appSecret}")
// proves the user token was issued to OUR app and is valid; /me then gives the id and name.
// https://developers.facebook.com/docs/facebook-login/guides/access-tokens/debugging

const GRAPH = 'https://graph.facebook.com/v19.0';

export function createFacebookVerifier(
  appId: string,
  appSecret: string,
  fetchImpl: typeof fetch = fetch,
) {
  return async (accessToken: string): Promise<SocialProfile | null> => {
    try {
      const debugUrl = `${GRAPH}/debug_token?${new URLSearchParams({
        input_token: accessToken,
        access_token: `${appId}|${appSecret}`,
      })}`;
      const debug = await fetchImpl(debugUrl, { signal: AbortSignal.timeout(8000) });
      if (!debug.ok) return null;
      const info = (await debug.json()) as {
        data?: { is_valid?: boolean; app_id?: string; user_id?: string };
      };
      if (!info.data?.is_valid || info.data.app_id !== appId || !info.data.user_id) return null;

      const meUrl = `${GRAPH}/me?${new URLSearchParams({ fields: 'id,name', access_token: accessToken })}`;
      const me = await fetchImpl(meUrl, { signal: AbortSignal.timeout(8000) });
      if (!me.ok) return null;
      const profile = (await me.json()) as { id?: string; name?: string };
      if (profile.id !== info.data.user_id) return null;
      return { id: profile.id, name: profile.name ?? '' };
    } catch {
      return null;
    }
  };
}
