import { z } from 'zod';
import type { ThaiAddressData } from './thai-address';

// The Thai address data's schema (spec 7 "Addresses"), apart from thai-address.ts so that an
// address input's first render does not load zod: the browser loads it with the data
// (decision 0175). The server's AddressDataSchema (master.ts) is this one with an integer version.

export const ThaiAddressDataSchema = z.object({
  version: z.number(),
  provinces: z.array(
    z.object({
      name: z.string(),
      listAmphur: z.array(
        z.object({
          name: z.string(),
          listTumbon: z.array(z.object({ name: z.string(), postcode: z.string() })),
        }),
      ),
    }),
  ),
}) satisfies z.ZodType<ThaiAddressData>;
