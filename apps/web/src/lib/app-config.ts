import { renderScope } from './render-scope';

// The server injects <meta name="app-config" content="{json}"> into index.html (spec 1:
// dev gate, production hosts). A missing or broken tag means the safe defaults below. Parsed by
// hand (no zod) to keep the first chunk small.

/** The tag's JSON object; {} when the tag is missing, broken or not an object. */
function readMetaJson(content: string | null | undefined): Record<string, unknown> {
  try {
    const raw: unknown = JSON.parse(content || '{}');
    return raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The content of the app-config meta tag of `doc`. */
const metaContent = (doc: Document) =>
  doc.querySelector('meta[name="app-config"]')?.getAttribute('content');

export interface AppConfig {
  devGate: boolean;
  productionHosts: string[];
  /** Map tile URL template (MAP_TILE_URL); '' → the map's default. */
  mapTileUrl: string;
}

export function parseAppConfig(content: string | null | undefined): AppConfig {
  const record = readMetaJson(content);
  const hosts = Array.isArray(record.productionHosts) ? record.productionHosts : [];
  return {
    devGate: record.devGate === true,
    productionHosts: hosts.filter((h): h is string => typeof h === 'string'),
    mapTileUrl: text(record.mapTileUrl),
  };
}

export function readAppConfig(doc: Document = document): AppConfig {
  return parseAppConfig(metaContent(doc));
}

let cached: AppConfig | undefined;

export function getAppConfig(): AppConfig {
  const scope = import.meta.env.SSR ? renderScope() : undefined;
  if (scope) return parseAppConfig(scope.appConfig);
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
  const r = readMetaJson(content);
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
  return parseSignInConfig(metaContent(doc));
}

// Payments (issue 6/6): the provider's API URL and public key for the card tokenizer and the
// provider's form posts (the sandbox's in development). The secret key never reaches the browser.
export interface PaymentConfig {
  paymentProvider: 'sandbox' | 'gbprimepay';
  paymentApiUrl: string;
  paymentPublicKey: string;
}

export function parsePaymentConfig(content: string | null | undefined): PaymentConfig {
  const r = readMetaJson(content);
  return {
    paymentProvider: r.paymentProvider === 'gbprimepay' ? 'gbprimepay' : 'sandbox',
    paymentApiUrl: text(r.paymentApiUrl).replace(/\/+$/, ''),
    paymentPublicKey: text(r.paymentPublicKey),
  };
}

export function getPaymentConfig(doc: Document = document): PaymentConfig {
  return parsePaymentConfig(metaContent(doc));
}
