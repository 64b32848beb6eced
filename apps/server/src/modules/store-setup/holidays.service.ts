import type {
  HolidayListResponse,
  RemoveHolidayBody,
  SaveHolidayBody,
} from '@yangdee/contracts/store-holidays';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { bangkokToday } from '../../lib/time';
import * as repo from './holidays.repository';

// Special holidays of the active store or branch (spec 7 get-holiday / save-holiday /
// remove-holiday; decision 0078). The cart's install calendar and the public store page read
// store_holidays directly, so a saved holiday is out of the date choice on the next cart load.

export async function listHolidays(db: DbOrTx, storeId: number): Promise<HolidayListResponse> {
  const rows = await repo.findHolidaysFrom(db, storeId, bangkokToday());
  return { holidayList: rows };
}

export async function saveHoliday(
  db: DbOrTx,
  storeId: number,
  body: SaveHolidayBody,
): Promise<HolidayListResponse> {
  // "Today" is Bangkok's calendar day (ARCHITECTURE "dates"), whatever the server's zone.
  if (body.dateKey < bangkokToday()) {
    throw new AppError('HOLIDAY_IN_PAST', undefined, {
      dateKey: ['ไม่สามารถบันทึกวันหยุดย้อนหลังได้ กรุณาเลือกวันนี้หรือวันถัดไป'],
    });
  }
  const isNew = await repo.insertHoliday(db, { storeId, ...body });
  if (!isNew) {
    throw new AppError('HOLIDAY_EXISTS', undefined, {
      dateKey: ['วันที่นี้บันทึกเป็นวันหยุดพิเศษไว้แล้ว'],
    });
  }
  return listHolidays(db, storeId);
}

export async function removeHoliday(
  db: DbOrTx,
  storeId: number,
  body: RemoveHolidayBody,
): Promise<HolidayListResponse> {
  if (!(await repo.deleteHoliday(db, storeId, body.dateKey))) {
    throw new AppError('NOT_FOUND', 'ไม่พบวันหยุดที่ต้องการลบ');
  }
  return listHolidays(db, storeId);
}
