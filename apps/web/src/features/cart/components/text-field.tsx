// The cart panels' looks (their fields are the one TextField of components/form-field).

export const panelClass = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm';
export const primaryButton =
  'rounded-lg bg-emerald-800 px-5 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60';
export const editButton = 'rounded-lg border border-slate-300 px-3 py-1 text-sm';
