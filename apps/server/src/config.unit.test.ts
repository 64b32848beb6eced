import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

// config.ts: a bad or unsafe setting stops the start with a clear line (ARCHITECTURE convention 3).

const REAL_PROVIDERS = {
  PAYMENT_PROVIDER: 'gbprimepay',
  GBPRIMEPAY_PUBLIC_KEY: 'pk',
  GBPRIMEPAY_SECRET_KEY: 'sk',
  GBPRIMEPAY_TOKEN: 't',
  SMS_PROVIDER: 'thaibulksms',
  SMS_API_KEY: 'k',
  SMS_API_SECRET: 's',
  CAPTCHA_PROVIDER: 'recaptcha',
  RECAPTCHA_SITE_KEY: 'site',
  RECAPTCHA_SECRET: 'secret',
  FACEBOOK_PROVIDER: 'facebook',
  FACEBOOK_APP_ID: '1',
  FACEBOOK_APP_SECRET: 's',
  LINE_PROVIDER: 'line',
  LINE_CHANNEL_ID: '1',
  LINE_CHANNEL_SECRET: 's',
  LINE_MESSAGING_PROVIDER: 'line',
  LINE_CHANNEL_ACCESS_TOKEN: 'token',
  LINE_MESSAGING_CHANNEL_SECRET: 's',
};

describe('loadConfig', () => {
  it('runs with every sandbox by default, trusting no proxy', () => {
    const c = loadConfig({});
    expect(c.appEnv).toBe('development');
    expect(c.smsProvider).toBe('sandbox');
    expect(c.trustProxy).toBe(false);
  });

  it('refuses a sandbox provider in production, naming each one', () => {
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(
      /SMS_PROVIDER must name a real provider[\s\S]*LINE_PROVIDER/,
    );
    expect(() =>
      loadConfig({ ...REAL_PROVIDERS, APP_ENV: 'production', SMS_PROVIDER: 'sandbox' }),
    ).toThrow(/SMS_PROVIDER must name a real provider/);
    expect(loadConfig({ ...REAL_PROVIDERS, APP_ENV: 'production' }).appEnv).toBe('production');
  });

  it('needs the keys of a real provider', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'thaibulksms' })).toThrow(
      /SMS_API_KEY and SMS_API_SECRET are required/,
    );
    expect(() => loadConfig({ LINE_PROVIDER: 'line', LINE_CHANNEL_ID: '1' })).toThrow(
      /LINE_CHANNEL_ID and LINE_CHANNEL_SECRET are required/,
    );
    expect(() =>
      loadConfig({ LINE_MESSAGING_PROVIDER: 'line', LINE_CHANNEL_ACCESS_TOKEN: 't' }),
    ).toThrow(
      /LINE_CHANNEL_ACCESS_TOKEN and LINE_MESSAGING_CHANNEL_SECRET are required when LINE_MESSAGING_PROVIDER=line/,
    );
  });

  it('runs the outbox worker every second by default; 0 turns it off', () => {
    expect(loadConfig({}).outboxPollMs).toBe(1000);
    expect(loadConfig({ OUTBOX_POLL_MS: '0' }).outboxPollMs).toBe(0);
    expect(loadConfig({}).lineMessaging.provider).toBe('sandbox');
  });

  it('reads TRUST_PROXY as off, on, a hop count or addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    const oneHop = loadConfig({ TRUST_PROXY: '1' }).trustProxy;
    if (typeof oneHop !== 'function') throw new Error('a hop count is a function');
    expect([oneHop('10.0.0.1', 0), oneHop('10.0.0.2', 1)]).toEqual([true, false]);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe(
      'loopback, 10.0.0.0/8',
    );
  });

  it('reads DATABASE_REPLICA_URL with a lag limit (5 s) and a probe interval (1 s) by default', () => {
    const none = loadConfig({ DATABASE_REPLICA_URL: ' ' });
    expect(none.databaseReplicaUrl).toBeUndefined();
    expect([none.replicaMaxLagMs, none.replicaCheckMs]).toEqual([5_000, 1_000]);
    const set = loadConfig({
      DATABASE_URL: 'postgres://db/yangdee',
      DATABASE_REPLICA_URL: 'postgres://replica/yangdee',
      REPLICA_MAX_LAG_SECONDS: '2.5',
      REPLICA_CHECK_MS: '500',
    });
    expect(set.databaseReplicaUrl).toBe('postgres://replica/yangdee');
    expect([set.replicaMaxLagMs, set.replicaCheckMs]).toEqual([2_500, 500]);
    expect(() => loadConfig({ REPLICA_MAX_LAG_SECONDS: '0' })).toThrow(/REPLICA_MAX_LAG_SECONDS/);
    expect(() => loadConfig({ REPLICA_CHECK_MS: 'often' })).toThrow(/REPLICA_CHECK_MS/);
  });
});
