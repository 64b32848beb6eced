import { describe, expect, it } from 'vitest';
import './zod-jitless';
import { z } from 'zod';

describe('zod-jitless', () => {
  it('turns zod jitless (no eval probe under the checkout CSP) and zod still parses', () => {
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });

  it('gives zod messages in Thai without English words (issue 37 item 7)', () => {
    const result = z
      .object({ branchId: z.coerce.number().int().positive(), name: z.string().max(3) })
      .safeParse({ branchId: 0, name: 'abcd' });
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toEqual(['ต้องมากกว่า 0', 'มีได้ไม่เกิน 3 ตัวอักษร']);
  });
});
