import { describe, expect, it } from 'vitest';
import '../../../lib/seller-texts';
import { translate } from '../../../lib/i18n';
import { jobStatusKey } from './job-status';

const job = { status: 'ready' as const, countError: 0, countNew: 2, countChanged: 1 };

describe('the status an import is listed with', () => {
  it('waits for confirmation only when it can be confirmed', () => {
    expect(jobStatusKey(job)).toBe('ready');
    expect(translate(`sellerStockImport.status.${jobStatusKey(job)}`)).toBe('ตรวจแล้ว รอยืนยัน');
  });

  it('says a preview with error rows must be fixed, not that it waits', () => {
    const key = jobStatusKey({ ...job, countError: 3 });
    expect(key).toBe('readyWithErrors');
    expect(translate(`sellerStockImport.status.${key}`)).toBe('พบแถวที่ผิดพลาด แก้ไฟล์แล้วอัปโหลดใหม่');
  });

  it('says a file with nothing to change has nothing to import', () => {
    const key = jobStatusKey({ ...job, countNew: 0, countChanged: 0 });
    expect(translate(`sellerStockImport.status.${key}`)).toBe('ไม่มีรายการที่ต้องเปลี่ยน');
  });

  it('keeps the other statuses as they are', () => {
    expect(jobStatusKey({ ...job, status: 'applied', countError: 3 })).toBe('applied');
  });
});
