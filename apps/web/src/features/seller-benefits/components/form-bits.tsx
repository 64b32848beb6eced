// Pieces the warranty and service forms share: a labelled field with its hint and error, the
// server's field messages, and a failure the fields do not show.

export const inputClass = 'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2';
export const primaryButton =
  'rounded-lg bg-emerald-800 px-5 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60';
export const quietButton =
  'rounded-lg border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50 disabled:opacity-50';

/** An on/off switch with its label beside it. */
export function ActiveSwitch({
  isOn,
  label,
  onChange,
}: {
  isOn: boolean;
  label: string;
  onChange: (isOn: boolean) => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-3">
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        onClick={() => onChange(!isOn)}
        className={`relative h-7 w-12 shrink-0 rounded-full transition-colors ${
          isOn ? 'bg-emerald-700' : 'bg-slate-400'
        }`}
      >
        <span
          aria-hidden="true"
          className={`absolute top-1 h-5 w-5 rounded-full bg-white transition-all ${
            isOn ? 'left-6' : 'left-1'
          }`}
        />
      </button>
      <span className="text-sm text-slate-800">{label}</span>
    </label>
  );
}

export { Field, fieldErrorsOf, ServerError } from '../../../components/form-field';
