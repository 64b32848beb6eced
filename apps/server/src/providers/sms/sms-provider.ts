import type { AppConfig } from '../../config';
import { SandboxSmsOutbox } from './sandbox-sms';
import { ThaiBulkSms } from './thaibulksms';

// SMS adapter (ARCHITECTURE "providers"): a real Thai gateway or a sandbox outbox, chosen by
// SMS_PROVIDER. Senders must never log the message text (it carries the OTP).

export interface SmsProvider {
  readonly name: 'sandbox' | 'thaibulksms';
  /** Resolves when the gateway accepted the message; rejects otherwise. */
  send(tel: string, text: string): Promise<void>;
}

export function createSmsProvider(config: AppConfig): SmsProvider {
  if (config.smsProvider === 'thaibulksms') {
    return new ThaiBulkSms({
      apiKey: config.smsGateway.apiKey ?? '',
      apiSecret: config.smsGateway.apiSecret ?? '',
      sender: config.smsGateway.sender,
    });
  }
  return new SandboxSmsOutbox();
}
