import { describe, expect, it } from 'vitest';
import { BOOKS_RANGE_MESSAGE, BooksFormSchema, BooksQuerySchema } from './books';

describe('the books range', () => {
  it('the query reads the address’s shop number as a number', () => {
    expect(BooksQuerySchema.parse({ from: '2026-08', to: '2026-11', storeId: '12' })).toEqual({
      from: '2026-08',
      to: '2026-11',
      storeId: 12,
    });
  });

  it('the form takes an empty shop as all shops and refuses a backwards range in Thai', () => {
    expect(BooksFormSchema.parse({ from: '2026-08', to: '2026-08', storeId: ' ' })).toEqual({
      from: '2026-08',
      to: '2026-08',
      storeId: '',
    });
    const backwards = BooksFormSchema.safeParse({ from: '2026-11', to: '2026-08', storeId: '' });
    expect(backwards.error?.issues[0]).toMatchObject({
      message: BOOKS_RANGE_MESSAGE,
      path: ['to'],
    });
    expect(BOOKS_RANGE_MESSAGE).toBe('เดือนเริ่มต้องไม่อยู่หลังเดือนสุดท้าย');
  });
});
