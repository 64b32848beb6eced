import { describe, expect, it } from 'vitest';
import {
  LineLoginBodySchema,
  maskTel,
  RequestOtpBodySchema,
  SubmitOtpBodySchema,
  safeRedirectPath,
  userDisplayOf,
} from './auth';

describe('auth contracts', () => {
  it('follow only same-origin paths after sign-in', () => {
    expect(safeRedirectPath('/my/order?x=1')).toBe('/my/order?x=1');
    for (const bad of [null, '', 'https://evil.example', '//evil.example', '/\\evil', 'my']) {
      expect(safeRedirectPath(bad)).toBe('/');
    }
  });

  it('show the name, else the username, else a neutral word as userDisplay', () => {
    expect(userDisplayOf({ name: ' สมชาย ', username: 'somchai' })).toBe('สมชาย');
    expect(userDisplayOf({ name: '  ', username: 'somchai' })).toBe('somchai');
    expect(userDisplayOf({ name: '', username: null })).toBe('สมาชิกยางดี');
  });

  it('mask a phone number', () => {
    expect(maskTel('0800000001')).toBe('080-xxx-0001');
  });

  it('accept Thai mobile numbers and 6-digit codes only', () => {
    expect(RequestOtpBodySchema.parse({ tel: '0912345678', recaptcha: 'x' }).type).toBe('register');
    expect(RequestOtpBodySchema.safeParse({ tel: '021234567', recaptcha: 'x' }).success).toBe(
      false,
    );
    const base = { type: 'login', tel: '0912345678', token: 't' };
    expect(SubmitOtpBodySchema.safeParse({ ...base, otp: '12345' }).success).toBe(false);
    expect(SubmitOtpBodySchema.safeParse({ ...base, otp: '123456' }).success).toBe(true);
  });

  it('LINE sign-in needs a token, or a code with its redirect URI', () => {
    expect(LineLoginBodySchema.safeParse({}).success).toBe(false);
    expect(LineLoginBodySchema.safeParse({ code: 'c' }).success).toBe(false);
    expect(LineLoginBodySchema.safeParse({ accessToken: 't' }).success).toBe(true);
    expect(
      LineLoginBodySchema.safeParse({ code: 'c', redirectUri: 'https://yangdee.co.th/login' })
        .success,
    ).toBe(true);
  });
});
