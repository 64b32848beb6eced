import type { SessionResponse } from '@yangdee/contracts/auth';
import { notifySessionChanged } from '../../../lib/auth-store';
import { STORAGE_KEYS, writeStorage } from '../../../lib/storage';

/** Stores the new customer session (spec 3 "User session") and tells the header. */
export function storeSession(session: SessionResponse): void {
  writeStorage(STORAGE_KEYS.userToken, session.userToken);
  writeStorage(STORAGE_KEYS.userDisplay, session.userDisplay);
  notifySessionChanged();
}
