const colours: Record<number, string> = {
  1: 'bg-amber-100 text-amber-900',
  2: 'bg-sky-100 text-sky-900',
  3: 'bg-sky-100 text-sky-900',
  4: 'bg-emerald-100 text-emerald-900',
  5: 'bg-emerald-100 text-emerald-900',
  99: 'bg-slate-200 text-slate-800',
};

export function StatusBadge({ status, text }: { status: number; text: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${colours[status] ?? 'bg-slate-100 text-slate-800'}`}
    >
      {text}
    </span>
  );
}
