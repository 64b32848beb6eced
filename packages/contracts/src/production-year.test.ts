import { describe, expect, it } from 'vitest';
import {
  formatProductionYear,
  productionYearOf,
  productionYearRangeMessage,
} from './production-year';
import { STOCK_IMPORT_COLUMNS, stockImportHelpLines, stockImportValueText } from './stock-import';

describe('a production year reads as the DOT code on the tyre: Gregorian', () => {
  it('shows the year as it is kept', () => {
    expect(formatProductionYear(2026)).toBe('2026');
    expect(productionYearRangeMessage([2026, 2025, 2024, 2023, 2022, 2021])).toBe(
      'ปีที่ผลิตต้องอยู่ระหว่าง 2021 ถึง 2026',
    );
  });

  it('still understands a Buddhist-era year typed by habit', () => {
    expect(productionYearOf(2569)).toBe(2026);
    expect(productionYearOf(2026)).toBe(2026);
  });

  it('is the year of the stock spreadsheet too: header, explanation and preview', () => {
    expect(STOCK_IMPORT_COLUMNS.find((c) => c.key === 'year')?.header).toBe('ปีที่ผลิต (ค.ศ.)');
    expect(stockImportValueText('year', 2026)).toBe('2026');
    const yearLine = stockImportHelpLines([2026, 2025, 2024, 2023, 2022, 2021]).find(([k]) =>
      k.startsWith('ปีที่ผลิต'),
    );
    expect(yearLine?.[1]).toContain('ตั้งแต่ 2021 ถึง 2026');
  });
});
