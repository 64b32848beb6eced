// Small pieces the staff forms share: a labelled field with its error, and server errors.

export const inputClass = 'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2';
export const primaryButton =
  'rounded-lg bg-emerald-800 px-5 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60';

export { Field, fieldErrorsOf, ServerError } from '../../../components/form-field';
