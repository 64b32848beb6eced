import { describe, expect, it } from 'vitest';
import * as actions from './audit-actions';
import {
  AUDIT_ACTION_CODES,
  AUDIT_ACTION_LABELS_TH,
  auditActionLabel,
  auditTargetText,
} from './audit-actions';
import * as operators from './operators';

// Decision 0144: every action the audit log can record has one Thai label, and no label waits
// for an action that no longer exists.

const actionConstants = Object.entries({ ...operators, ...actions }).filter(([name]) =>
  name.endsWith('_ACTIONS'),
) as [string, Record<string, string>][];
const codes = actionConstants.flatMap(([, constant]) => Object.values(constant));

describe('the audit log’s action labels', () => {
  it('finds the action constants of every area', () => {
    expect(actionConstants.map(([name]) => name).sort()).toEqual([
      'COMMISSION_ADMIN_ACTIONS',
      'OPERATOR_ADMIN_ACTIONS',
      'OPERATOR_AUTH_ACTIONS',
      'PAYOUT_ADMIN_ACTIONS',
      'RECONCILIATION_ADMIN_ACTIONS',
      'REFUND_ADMIN_ACTIONS',
      'SHOP_ADMIN_ACTIONS',
    ]);
  });

  it('gives every action code of every *_ACTIONS constant a Thai label', () => {
    const unlabelled = codes.filter((code) => !/[\u0E00-\u0E7F]/.test(auditActionLabel(code)));
    expect(unlabelled).toEqual([]);
  });

  it('labels only actions that exist, each code once, as area.verb within the log’s 60 characters', () => {
    expect([...AUDIT_ACTION_CODES].sort()).toEqual([...new Set(codes)].sort());
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z]+\.[a-z_-]+$/);
    for (const code of codes) expect(code.length).toBeLessThanOrEqual(60);
    expect(new Set(Object.values(AUDIT_ACTION_LABELS_TH)).size).toBe(codes.length);
  });

  it('shows a code from before its label existed as the code itself', () => {
    expect(auditActionLabel('operator.login')).toBe('เข้าสู่ระบบ');
    expect(auditActionLabel('legacy.thing')).toBe('legacy.thing');
  });

  it('names what a row acted on in Thai, and an unknown kind as itself', () => {
    expect(auditTargetText('store', '124')).toBe('ร้าน #124');
    expect(auditTargetText('payout_line', '7')).toBe('รายการโอนของร้าน #7');
    expect(auditTargetText('something_new', '3')).toBe('something_new #3');
    expect(auditTargetText('', '')).toBe('');
  });
});
