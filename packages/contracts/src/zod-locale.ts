import { z } from 'zod';
import { thaiZodMessage } from './zod-thai';

/** Makes zod's default messages Thai, no English in them (zod-thai.ts); call once at start. */
export function useThaiZodMessages(): void {
  z.config({ localeError: thaiZodMessage });
}
