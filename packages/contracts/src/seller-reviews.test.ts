import { describe, expect, it } from 'vitest';
import { cleanReplyText, REVIEW_MESSAGES, ReplyReviewBodySchema } from './seller-reviews';

// The shop's answer to a review is plain text, counted and stored the same in the form and on
// the server (issue 17 item 5: at most 1,000 characters, trimmed, Thai messages).

describe('a shop’s answer to a review', () => {
  it('is trimmed, keeps single blank lines and drops control characters', () => {
    expect(cleanReplyText('  ขอบคุณครับ  \r\n\r\n\r\n\r\nแล้วพบกันใหม่\u0007\u200b  ')).toBe(
      'ขอบคุณครับ\n\nแล้วพบกันใหม่',
    );
  });

  it('keeps angle brackets as text: it is never rendered as HTML', () => {
    expect(cleanReplyText('<b>ขอบคุณ</b>')).toBe('<b>ขอบคุณ</b>');
  });

  it('refuses an answer of only spaces with a Thai message', () => {
    const result = ReplyReviewBodySchema.safeParse({ reviewId: 1, reply: ' \n\t ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(REVIEW_MESSAGES.replyEmpty);
  });

  it('takes 1,000 characters after trimming and refuses 1,001', () => {
    const ok = ReplyReviewBodySchema.safeParse({ reviewId: 1, reply: ` ${'ก'.repeat(1000)} ` });
    expect(ok.success).toBe(true);
    const long = ReplyReviewBodySchema.safeParse({ reviewId: 1, reply: 'ก'.repeat(1001) });
    expect(long.error?.issues[0].message).toBe(REVIEW_MESSAGES.replyTooLong);
  });
});
