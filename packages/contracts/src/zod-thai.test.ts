/// <reference types="vite/client" />
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useThaiZodMessages } from './zod-locale';

// Issue 37 item 7: every schema the API reads answers bad input in Thai. Walks every zod object
// exported by contracts, feeds each field wrong values (null, wrong types, out of range, too long,
// unknown keys) and collects the messages: none may hold a Latin letter (beyond ALLOWED_LATIN).

const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], {
  eager: true,
});
const BAD_VALUES: unknown[] = [
  null,
  -1,
  0,
  1.5,
  '',
  'x',
  '2026-13-45',
  'x'.repeat(20_000),
  true,
  {},
  [],
  [null],
  Array.from({ length: 600 }, () => 'x'),
];

// Written on purpose inside Thai sentences: the code's name and the letters a password needs.
const ALLOWED_LATIN = /OTP|\(a-z\)|\(A-Z\)/g;

type Found = { schema: string; field: string; message: string };

function exportedObjects(): [string, z.ZodType][] {
  const found: [string, z.ZodType][] = [];
  for (const [file, mod] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(mod))
      if (value instanceof z.ZodType) found.push([`${file}:${name}`, value]);
  }
  return found;
}

function shapeOf(schema: z.ZodType): Record<string, unknown> | null {
  let s: unknown = schema;
  for (let i = 0; i < 6 && s; i += 1) {
    const def = (s as { _zod: { def: Record<string, unknown> } })._zod.def;
    if (def.type === 'object') return def.shape as Record<string, unknown>;
    s = def.in ?? def.innerType ?? def.schema;
  }
  return null;
}

describe('zod messages in Thai', () => {
  beforeAll(() => useThaiZodMessages());

  it('every exported schema answers bad input without a Latin letter', () => {
    const latin: Found[] = [];
    let checked = 0;
    for (const [name, schema] of exportedObjects()) {
      const shape = shapeOf(schema);
      const inputs: [string, unknown][] = [
        ['(whole)', null],
        ['(whole)', 'x'],
        ['(whole)', {}],
        ['(whole)', { unknownKey: 1 }],
      ];
      for (const field of Object.keys(shape ?? {}))
        for (const value of BAD_VALUES) inputs.push([field, { [field]: value }]);
      for (const [field, input] of inputs) {
        const result = schema.safeParse(input);
        for (const issue of result.error?.issues ?? []) {
          checked += 1;
          if (/[A-Za-z]/.test(issue.message.replace(ALLOWED_LATIN, '')))
            latin.push({ schema: name, field, message: issue.message });
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect([...new Set(latin.map((l) => `${l.schema} ${l.field}: ${l.message}`))]).toEqual([]);
  }, 60_000);

  it('names the problem in Thai for the common issues', () => {
    const schema = z.object({
      branchId: z.coerce.number().int().positive(),
      tel: z.string().min(1).max(10),
      email: z.email(),
      kind: z.enum(['SERVICE', 'DELIVERY']),
    });
    const result = schema.safeParse({ branchId: 0, tel: '', email: 'a', kind: 'X' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'ต้องมากกว่า 0',
      'กรุณากรอกข้อมูลนี้',
      'รูปแบบอีเมลไม่ถูกต้อง',
      'กรุณาเลือกจากตัวเลือกที่มี',
    ]);
    expect(z.object({ a: z.number() }).safeParse({}).error?.issues[0].message).toBe(
      'กรุณากรอกข้อมูลนี้',
    );
    expect(z.object({ a: z.number() }).safeParse({ a: 'x' }).error?.issues[0].message).toBe(
      'ต้องเป็นตัวเลข',
    );
  });
});
