import { useId } from 'react';
import { useTranslation } from '../lib/use-translation';

/**
 * Spec 2.13: hours 00-23, minutes 00-59; the value is "HH:mm" or '' when not chosen. Every time
 * a seller types is chosen here: always 24-hour, whatever the browser's locale would make of a
 * native time field ("08:00 AM").
 */
export const HOUR_OPTIONS = Array.from({ length: 24 }, (_, i) => String(i).padStart(2, '0'));
export const MINUTE_OPTIONS = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));

interface TimePickerProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The label names the group for screen readers only (a visible word stands beside it). */
  isLabelHidden?: boolean;
  isInvalid?: boolean;
}

export function TimePicker({ label, value, onChange, isLabelHidden, isInvalid }: TimePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [hour = '', minute = ''] = value ? value.split(':') : [];
  const change = (h: string, m: string) => onChange(`${h || '00'}:${m || '00'}`);
  const selectClass = `rounded-lg border bg-white px-2 py-1.5 tabular-nums ${
    isInvalid ? 'border-red-600' : 'border-slate-300'
  }`;
  return (
    <fieldset className="flex items-center gap-1">
      <legend className={isLabelHidden ? 'sr-only' : 'mb-1 text-sm font-medium text-slate-800'}>
        {label}
      </legend>
      <label htmlFor={`${id}-h`} className="sr-only">
        {t('widgets.time.hour')}
      </label>
      <select
        id={`${id}-h`}
        value={hour}
        onChange={(e) => change(e.target.value, minute)}
        className={selectClass}
      >
        <option value="" disabled>
          {t('widgets.time.hourShort')}
        </option>
        {HOUR_OPTIONS.map((h) => (
          <option key={h} value={h}>
            {h}
          </option>
        ))}
      </select>
      <span aria-hidden="true">:</span>
      <label htmlFor={`${id}-m`} className="sr-only">
        {t('widgets.time.minute')}
      </label>
      <select
        id={`${id}-m`}
        value={minute}
        onChange={(e) => change(hour, e.target.value)}
        className={selectClass}
      >
        <option value="" disabled>
          {t('widgets.time.minuteShort')}
        </option>
        {MINUTE_OPTIONS.map((m) => (
          <option key={m} value={m}>
            {m}
          </option>
        ))}
      </select>
    </fieldset>
  );
}
