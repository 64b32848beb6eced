import type { AppConfig } from '../../config';
import { LineMessagingApi } from './line-api';
import type { LineMessenger } from './line-messaging';
import { SandboxLineMessenger } from './sandbox-line';

/** The LINE Official Account of LINE_MESSAGING_PROVIDER: the real API or the sandbox. */
export function createLineMessenger(config: AppConfig): LineMessenger {
  if (config.lineMessaging.provider === 'line') {
    return new LineMessagingApi({
      channelAccessToken: config.lineMessaging.channelAccessToken ?? '',
      channelSecret: config.lineMessaging.channelSecret ?? '',
    });
  }
  return new SandboxLineMessenger();
}
