import { z } from 'zod';

/**
 * One of `values`, or '' for none chosen (a filter's "all"). One enum rather than `enum.or('')`:
 * a bad value then gets `message`; a union's error carries only the generic ข้อมูลไม่ถูกต้อง.
 */
export function choiceOrNone<const T extends readonly string[]>(values: T, message: string) {
  return z.enum([...values, ''] as [...T, ''], { message });
}
