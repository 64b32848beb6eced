import { z } from 'zod';

/** Makes zod's default messages Thai (the product is Thai-first); call once at start. */
export function useThaiZodMessages(): void {
  z.config(z.locales.th());
}
