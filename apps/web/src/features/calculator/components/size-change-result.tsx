import type { CalculateSizeChangeResponse } from '@yangdee/contracts/calculator';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';

type Dimensions = CalculateSizeChangeResponse['original'];
const ROWS = [
  ['sectionWidth', 'sectionWidthMm'],
  ['sidewall', 'sidewallHeightMm'],
  ['rim', 'rimDiameterMm'],
  ['overall', 'overallDiameterMm'],
  ['circumference', 'circumferenceMm'],
  ['revs', 'revolutionsPerKm'],
] as const satisfies readonly (readonly [string, keyof Dimensions])[];

const signed = (n: number, digits: number) => `${n > 0 ? '+' : ''}${n.toFixed(digits)}`;

/** The comparison table, the ±3 % verdict, the speedometer table and a link to the new size. */
export function SizeChangeResult({ result }: { result: CalculateSizeChangeResponse }) {
  const { t } = useTranslation();
  const { original, target } = result;
  const limit = result.warningPercent;
  const show = (key: keyof Dimensions, value: number) =>
    key === 'revolutionsPerKm'
      ? t('calculator.revsValue', { value })
      : t('calculator.mm', { value: value.toFixed(1) });
  return (
    <section aria-labelledby="calc-result" className="space-y-6">
      <h2 id="calc-result" className="text-xl font-bold text-slate-900">
        {t('calculator.result')}: {original.size} → {target.size}
      </h2>
      <div
        role={result.isWarning ? 'alert' : 'status'}
        data-testid="calc-verdict"
        className={`rounded-xl border p-4 ${result.isWarning ? 'border-red-300 bg-red-50 text-red-900' : 'border-emerald-300 bg-emerald-50 text-emerald-900'}`}
      >
        <p className="font-bold">
          {t('calculator.diameterDifference', {
            percent: signed(result.diameterDifferencePercent, 2),
          })}
        </p>
        <p>
          {result.isWarning ? t('calculator.warning', { limit }) : t('calculator.ok', { limit })}
        </p>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] border-collapse bg-white text-sm">
          <thead>
            <tr className="bg-slate-100 text-left">
              <th scope="col" className="p-2">
                {t('calculator.item')}
              </th>
              <th scope="col" className="p-2">
                {original.size}
              </th>
              <th scope="col" className="p-2">
                {target.size}
              </th>
              <th scope="col" className="p-2">
                {t('calculator.difference')}
              </th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map(([label, key]) => (
              <tr key={key} className="border-t border-slate-200">
                <th scope="row" className="p-2 text-left font-normal text-slate-700">
                  {t(`calculator.rows.${label}`)}
                </th>
                <td className="p-2 font-semibold">{show(key, original[key])}</td>
                <td className="p-2 font-semibold">{show(key, target[key])}</td>
                <td className="p-2">
                  {signed(target[key] - original[key], key === 'revolutionsPerKm' ? 0 : 1)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        <h3 className="mb-2 font-bold text-slate-900">{t('calculator.speedometer')}</h3>
        <table
          className="w-full max-w-md border-collapse bg-white text-sm"
          data-testid="speedometer"
        >
          <thead>
            <tr className="bg-slate-100 text-left">
              <th scope="col" className="p-2">
                {t('calculator.shown')}
              </th>
              <th scope="col" className="p-2">
                {t('calculator.actual')}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.speedometer.map((r) => (
              <tr key={r.shownKmh} className="border-t border-slate-200">
                <td className="p-2">{t('calculator.kmh', { value: r.shownKmh })}</td>
                <td className="p-2 font-semibold">
                  {t('calculator.kmh', { value: r.actualKmh.toFixed(1) })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-slate-600">{t('calculator.rule', { limit })}</p>
      <Link
        to={result.targetListingLink}
        className="inline-block rounded-lg bg-emerald-800 px-5 py-2.5 font-semibold text-white hover:bg-emerald-900"
      >
        {t('calculator.seeTyres', { size: target.size })}
      </Link>
    </section>
  );
}
