import { fireEvent, screen } from '@testing-library/react';
import type { CalculateSizeChangeResponse } from '@yangdee/contracts/calculator';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SizeChangeResult } from './size-change-result';
import { SizeFields } from './size-fields';

function Fields() {
  const [size, setSize] = useState({ width: 185, ratio: 60, diameter: 15 });
  return <SizeFields legend="ขนาดยางเดิม" value={size} onChange={setSize} />;
}

describe('SizeFields', () => {
  it('a size typed in any spelling fills the three selects', () => {
    renderWithProviders(<Fields />);
    const typed = screen.getByLabelText('พิมพ์ขนาดยาง');
    fireEvent.change(typed, { target: { value: '2656517' } });
    expect(screen.getByLabelText('หน้ายาง (มม.)')).toHaveValue('265');
    expect(screen.getByLabelText('ซีรีส์ (%)')).toHaveValue('65');
    expect(screen.getByLabelText('ขอบล้อ (นิ้ว)')).toHaveValue('17');
    fireEvent.change(typed, { target: { value: '265 60 18' } });
    expect(screen.getByLabelText('ขอบล้อ (นิ้ว)')).toHaveValue('18');
  });

  it('says so when the typed text is not a size', () => {
    renderWithProviders(<Fields />);
    const typed = screen.getByLabelText('พิมพ์ขนาดยาง');
    fireEvent.change(typed, { target: { value: '999/99R99' } });
    expect(typed).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/ไม่พบขนาดยางนี้/)).toBeInTheDocument();
    expect(screen.getByLabelText('หน้ายาง (มม.)')).toHaveValue('185');
  });
});

const dims = (size: string, overall: number) => ({
  size,
  sectionWidthMm: 265,
  sidewallHeightMm: 172.3,
  rimDiameterMm: 431.8,
  overallDiameterMm: overall,
  circumferenceMm: 2438.8,
  revolutionsPerKm: 410,
});
const result = (isWarning: boolean, diff: number): CalculateSizeChangeResponse => ({
  original: dims('265/65R17', 776.3),
  target: dims('265/70R17', 802.8),
  diameterDifferencePercent: diff,
  speedometer: [{ shownKmh: 100, actualKmh: 103.4 }],
  isWarning,
  warningPercent: 3,
  targetListingLink: '/tire?width=265&ratio=70&diameter=17',
});

describe('SizeChangeResult', () => {
  it('warns beyond ±3 % as an alert, with the figures and a link to the new size', () => {
    renderWithProviders(<SizeChangeResult result={result(true, 3.41)} />);
    expect(screen.getByRole('alert')).toHaveTextContent('+3.41%');
    expect(screen.getByRole('alert')).toHaveTextContent('เกิน ±3%');
    expect(screen.getByRole('row', { name: /เส้นผ่านศูนย์กลางทั้งเส้น/ })).toHaveTextContent('802.8 มม.');
    expect(screen.getByText('103.4 กม./ชม.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ดูยางขนาด 265/70R17' })).toHaveAttribute(
      'href',
      '/tire?width=265&ratio=70&diameter=17',
    );
  });

  it('within ±3 % it is a calm status', () => {
    renderWithProviders(<SizeChangeResult result={result(false, -0.14)} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('-0.14%');
    expect(screen.getByRole('status')).toHaveTextContent('ไม่เกิน ±3%');
  });
});
