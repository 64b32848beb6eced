import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { diameterOptionsQuery, ratioOptionsQuery, widthOptionsQuery } from '../api/listing-options';
import { FilterSelect } from './filter-select';

interface SizeSelectsProps {
  width: string;
  ratio: string;
  diameter: string;
  onChange: (changes: { width?: string; ratio?: string; diameter?: string }) => void;
}

/**
 * Chained tyre size selects (width → ratio → diameter) from /api/master/tire-width|ratio|diameter.
 * The rim select also works alone (the header's "ขนาดขอบล้อ" menu links to ?diameter=).
 */
export function SizeSelects({ width, ratio, diameter, onChange }: SizeSelectsProps) {
  const { t } = useTranslation();
  const widths = useQuery(widthOptionsQuery());
  const ratios = useQuery(ratioOptionsQuery(width || undefined));
  const diameters = useQuery(diameterOptionsQuery(width || undefined, ratio || undefined));
  return (
    <fieldset className="grid grid-cols-3 gap-2">
      <legend className="mb-1 font-semibold text-slate-900">{t('catalog.filters.size')}</legend>
      <FilterSelect
        name="width"
        label={t('catalog.filters.width')}
        placeholder={t('catalog.filters.any')}
        value={width}
        options={widths.data}
        onChange={(v) => onChange({ width: v })}
      />
      <FilterSelect
        name="ratio"
        label={t('catalog.filters.ratio')}
        placeholder={t('catalog.filters.any')}
        value={ratio}
        options={ratios.data}
        disabled={!width}
        onChange={(v) => onChange({ ratio: v })}
      />
      <FilterSelect
        name="diameter"
        label={t('catalog.filters.diameter')}
        placeholder={t('catalog.filters.any')}
        value={diameter}
        options={width && ratio ? diameters.data : undefined}
        onChange={(v) => onChange({ diameter: v })}
      />
    </fieldset>
  );
}
