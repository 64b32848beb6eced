import type { DashboardBucket } from '@yangdee/contracts/dashboard';
import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatBaht, formatNumber } from '../../../lib/format-baht';
import { pointLabel } from '../lib/dashboard-range';

// Sales over time as bars (uPlot: a small, kept-up canvas chart, decision 0107). The library is
// fetched when the chart first draws, so only the dashboard ever asks for it and the figures
// around it show without waiting for it. The canvas is hidden from screen readers: the
// caller gives the same figures as text and a table.

type Point = { date: string; sales: number; orders: number };

const AXIS_FONT = '12px Sarabun, "Noto Sans Thai", sans-serif';

export function SalesChart({
  series,
  bucket,
  salesLabel,
  pointLabelTitle,
  height = 260,
}: {
  series: Point[];
  bucket: DashboardBucket;
  salesLabel: string;
  /** The legend's name for the point under the cursor ('วันที่', 'สัปดาห์เริ่มวันที่'…). */
  pointLabelTitle: string;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const labels = series.map((p) => pointLabel(p.date, bucket));
    const labelAt = (v: number) => (Number.isInteger(v) ? (labels[v] ?? '') : '');
    let plot: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let isGone = false;
    const draw = (UPlot: typeof uPlot) => {
      const bars = UPlot.paths.bars?.({ size: [0.7, 48] });
      plot = new UPlot(
        {
          width: Math.max(el.clientWidth, 200),
          height,
          scales: { x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] } },
          cursor: { drag: { x: false, y: false } },
          series: [
            { label: pointLabelTitle, value: (_u, v) => (v == null ? '–' : labelAt(v)) },
            {
              label: salesLabel,
              stroke: '#047857',
              // No outline: a day without sales draws nothing rather than a flat dash.
              width: 0,
              fill: 'rgba(4, 120, 87, 0.75)',
              paths: bars,
              points: { show: false },
              value: (_u, v) => (v == null ? '–' : `${formatBaht(v)} บาท`),
            },
          ],
          axes: [
            {
              font: AXIS_FONT,
              space: 56,
              incrs: [1, 2, 3, 4, 7, 14, 30, 60, 90],
              values: (_u, splits) => splits.map(labelAt),
              grid: { show: false },
            },
            {
              font: AXIS_FONT,
              values: (_u, splits) => splits.map((v) => formatNumber(v)),
              size: (_u, values) =>
                values ? Math.max(40, ...values.map((v) => String(v).length * 7 + 16)) : 40,
              grid: { stroke: '#e2e8f0' },
            },
          ],
        },
        [series.map((_, i) => i), series.map((p) => p.sales)],
        el,
      );
      const drawn = plot;
      observer = new ResizeObserver(() => {
        if (el.clientWidth > 0) drawn.setSize({ width: el.clientWidth, height });
      });
      observer.observe(el);
    };
    import('uplot')
      .then(({ default: UPlot }) => {
        if (!isGone) draw(UPlot);
      })
      // Without the chart the same figures stay readable in the table below it.
      .catch(() => undefined);
    return () => {
      isGone = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [series, bucket, salesLabel, pointLabelTitle, height]);
  return <div ref={box} aria-hidden="true" data-testid="sales-chart" className="w-full min-w-0" />;
}
