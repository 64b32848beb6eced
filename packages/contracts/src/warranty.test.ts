import { describe, expect, it } from 'vitest';
import {
  AcceptClaimBodySchema,
  addMonths,
  CLAIM_EVENTS,
  CLAIM_STATES,
  isUnderWarranty,
  nextClaimState,
  proRataCreditSatang,
  wholeMonthsBetween,
} from './warranty';

// The warranty rules shared by the server and the shop's screen (issue 36, decision 0161).

describe('the claim transition table', () => {
  it('moves a claim only along the table', () => {
    expect(nextClaimState('submitted', 'ASK_INFO')).toBe('needInfo');
    expect(nextClaimState('needInfo', 'ANSWER')).toBe('submitted');
    expect(nextClaimState('submitted', 'ACCEPT')).toBe('accepted');
    expect(nextClaimState('submitted', 'REJECT')).toBe('rejected');
    // The shop may decide while waiting for an answer.
    expect(nextClaimState('needInfo', 'ACCEPT')).toBe('accepted');
    expect(nextClaimState('needInfo', 'REJECT')).toBe('rejected');
  });

  it('refuses answering what was not asked, asking twice, and anything after a decision', () => {
    expect(nextClaimState('submitted', 'ANSWER')).toBeNull();
    expect(nextClaimState('needInfo', 'ASK_INFO')).toBeNull();
    for (const event of CLAIM_EVENTS) {
      expect(nextClaimState('accepted', event)).toBeNull();
      expect(nextClaimState('rejected', event)).toBeNull();
    }
    // Filing makes a new claim; it never moves one.
    for (const state of CLAIM_STATES) expect(nextClaimState(state, 'FILE')).toBeNull();
  });
});

describe('warranty dates', () => {
  it('adds months clamped to the month’s last day', () => {
    expect(addMonths('2026-11-20', 12)).toBe('2027-11-20');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 2)).toBe('2027-02-15');
  });

  it('is under warranty through the last day, never without terms, always when counted by km only', () => {
    const r = { hasWarranty: true, fittedOn: '2026-01-10', months: 6 };
    expect(isUnderWarranty(r, '2026-07-10')).toBe(true);
    expect(isUnderWarranty(r, '2026-07-11')).toBe(false);
    expect(isUnderWarranty({ ...r, hasWarranty: false }, '2026-01-10')).toBe(false);
    expect(isUnderWarranty({ ...r, months: null }, '2035-01-01')).toBe(true);
  });

  it('counts whole months used', () => {
    expect(wholeMonthsBetween('2026-01-10', '2026-01-10')).toBe(0);
    expect(wholeMonthsBetween('2026-01-10', '2026-02-09')).toBe(0);
    expect(wholeMonthsBetween('2026-01-10', '2026-02-10')).toBe(1);
    expect(wholeMonthsBetween('2026-01-10', '2026-12-31')).toBe(11);
    expect(wholeMonthsBetween('2026-03-01', '2026-01-01')).toBe(0);
  });
});

describe('pro-rata credit in satang', () => {
  it('by tread: the price times remaining over new tread, rounded down', () => {
    const tread = (remaining: number, fresh = 80) =>
      proRataCreditSatang({
        basis: 'tread',
        priceSatang: 400_000,
        newTreadTenths: fresh,
        remainingTreadTenths: remaining,
      });
    expect(tread(60)).toBe(300_000);
    expect(tread(80)).toBe(400_000);
    expect(tread(0)).toBe(0);
    expect(tread(33, 77)).toBe(171_428);
    // Never above the price, never below zero, nothing from a zero new tread.
    expect(tread(95)).toBe(400_000);
    expect(tread(-5)).toBe(0);
    expect(tread(10, 0)).toBe(0);
  });

  it('by months: the price times months left over warranty months, from fitting to filing', () => {
    const months = (filedOn: string, total = 12) =>
      proRataCreditSatang({
        basis: 'months',
        priceSatang: 399_900,
        months: total,
        fittedOn: '2026-01-10',
        filedOn,
      });
    expect(months('2026-01-10')).toBe(399_900);
    expect(months('2026-04-10')).toBe(299_925);
    expect(months('2026-04-09')).toBe(333_250);
    expect(months('2027-01-10')).toBe(0);
    expect(months('2028-06-01')).toBe(0);
    expect(months('2026-02-10', 0)).toBe(0);
  });
});

describe('an accept’s body', () => {
  it('needs a basis for a credit, and both treads with remaining not above new', () => {
    const errors = (body: object) =>
      AcceptClaimBodySchema.safeParse(body).error?.issues.map((i) => i.message) ?? [];
    expect(errors({ remedy: 'replacement' })).toEqual([]);
    expect(errors({ remedy: 'credit' })).toEqual(['กรุณาเลือกวิธีคิดส่วนลด']);
    expect(errors({ remedy: 'credit', basis: 'months' })).toEqual([]);
    expect(errors({ remedy: 'credit', basis: 'tread', newTreadTenths: 80 })).toEqual([
      'กรุณากรอกความลึกดอกยางที่เหลือ',
    ]);
    expect(
      errors({ remedy: 'credit', basis: 'tread', newTreadTenths: 80, remainingTreadTenths: 81 }),
    ).toEqual(['ดอกยางที่เหลือต้องไม่มากกว่าดอกยางใหม่']);
    expect(errors({ remedy: 'gift' })).toEqual(['กรุณาเลือกวิธีชดเชย']);
  });
});
