import { SANDBOX_KEYS } from '@yangdee/contracts/payment-sandbox';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../../config';
import { GBPRIMEPAY_HOSTS, GbPrimePay } from './gbprimepay';
import type { PaymentProvider } from './payment-provider';

// PAYMENT_PROVIDER=gbprimepay: the provider's test or live host (GBPRIMEPAY_ENV) with the
// merchant's keys. PAYMENT_PROVIDER=sandbox: the same adapter against PAYMENT_SANDBOX_URL, with
// the sandbox's fixed test keys unless GBPRIMEPAY_* keys are given.

export function paymentApiUrl(config: AppConfig): string {
  return config.paymentProvider === 'gbprimepay'
    ? GBPRIMEPAY_HOSTS[config.gbPrimePay.env]
    : config.paymentSandboxUrl;
}

/** What the browser may know: the provider's API URL (tokenizer, form posts) and public key. */
export function publicPaymentSettings(config: AppConfig): { apiUrl: string; publicKey: string } {
  const fallback = config.paymentProvider === 'sandbox' ? SANDBOX_KEYS.publicKey : '';
  return {
    apiUrl: paymentApiUrl(config),
    publicKey: config.gbPrimePay.publicKey ?? fallback,
  };
}

export function createPaymentProvider(config: AppConfig, log?: FastifyBaseLogger): PaymentProvider {
  const isSandbox = config.paymentProvider === 'sandbox';
  const keys = config.gbPrimePay;
  return new GbPrimePay({
    name: config.paymentProvider,
    apiUrl: paymentApiUrl(config),
    publicKey: keys.publicKey ?? (isSandbox ? SANDBOX_KEYS.publicKey : ''),
    secretKey: keys.secretKey ?? (isSandbox ? SANDBOX_KEYS.secretKey : ''),
    token: keys.token ?? (isSandbox ? SANDBOX_KEYS.token : ''),
    log,
  });
}
