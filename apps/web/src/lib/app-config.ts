// The server injects <meta name="app-config" content="{json}"> into index.html (spec 1:
// dev gate, production hosts). A missing or broken tag means the safe defaults below. Parsed by
// hand (no zod) to keep the first chunk small.

export interface AppConfig {
  devGate: boolean;
  productionHosts: string[];
  /** Map tile URL template (MAP_TILE_URL); '' → the map's default. */
  mapTileUrl: string;
}

export function parseAppConfig(content: string | null | undefined): AppConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(content || '{}');
  } catch {
    raw = {};
  }
  const record = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const hosts = Array.isArray(record.productionHosts) ? record.productionHosts : [];
  return {
    devGate: record.devGate === true,
    productionHosts: hosts.filter((h): h is string => typeof h === 'string'),
    mapTileUrl: typeof record.mapTileUrl === 'string' ? record.mapTileUrl : '',
  };
}

export function readAppConfig(doc: Document = document): AppConfig {
  return parseAppConfig(doc.querySelector('meta[name="app-config"]')?.getAttribute('content'));
}

let cached: AppConfig | undefined;

export function getAppConfig(): AppConfig {
  cached ??= readAppConfig();
  return cached;
}

// Sign-in providers (issue 4/6): which captcha and social providers the server runs, with their
// public ids. Read from the same meta tag; sandbox unless the server says otherwise.
export interface SignInConfig {
  captchaProvider: 'sandbox' | 'recaptcha';
  recaptchaSiteKey: string;
  facebookProvider: 'sandbox' | 'facebook';
  facebookAppId: string;
  lineProvider: 'sandbox' | 'line';
  lineChannelId: string;
}

export function parseSignInConfig(content: string | null | undefined): SignInConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(content || '{}');
  } catch {
    raw = {};
  }
  const r = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    captchaProvider: r.captchaProvider === 'recaptcha' ? 'recaptcha' : 'sandbox',
    recaptchaSiteKey: text(r.recaptchaSiteKey),
    facebookProvider: r.facebookProvider === 'facebook' ? 'facebook' : 'sandbox',
    facebookAppId: text(r.facebookAppId),
    lineProvider: r.lineProvider === 'line' ? 'line' : 'sandbox',
    lineChannelId: text(r.lineChannelId),
  };
}

export function getSignInConfig(doc: Document = document): SignInConfig {
  return parseSignInConfig(doc.querySelector('meta[name="app-config"]')?.getAttribute('content'));
}
