import { describe, expect, it } from 'vitest';
import { z } from 'zod';

// No setup here: `zod` is lib/zod.ts by the build's alias, as in every screen of the app.
describe('zod as the web app imports it', () => {
  it('gives its messages in Thai without English words, with no setup call (issue 37 item 7)', () => {
    const result = z
      .object({ branchId: z.coerce.number().int().positive(), name: z.string().max(3) })
      .safeParse({ branchId: 0, name: 'abcd' });
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toEqual(['ต้องมากกว่า 0', 'มีได้ไม่เกิน 3 ตัวอักษร']);
  });
});
