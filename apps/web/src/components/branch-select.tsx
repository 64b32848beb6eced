// The branch picker of the back office's lists (orders, income, dashboard, reports, reviews): an
// owner narrows to one of its stores; empty = the store signed in and all its branches.

export function BranchSelect({
  id,
  label,
  allLabel,
  stores,
  value,
  onChange,
  className,
  testId,
}: {
  id: string;
  label: string;
  allLabel: string;
  stores: readonly { id: number; name: string }[];
  value: number | undefined | null;
  onChange: (branchId: number | undefined) => void;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        data-testid={testId}
        className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
      >
        <option value="">{allLabel}</option>
        {stores.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
    </div>
  );
}
