import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from './form-field';

type KeywordValues = { keyword?: string | undefined };

/**
 * A list's keyword search (the shop's orders, its offers to attach, its offers' promotions): one
 * box and its button, checked by the list's own keyword rule from contracts (trimmed, its maximum
 * length). The box follows `keyword`, the keyword in force (back, forward, "clear filters").
 */
export function KeywordSearchForm({
  schema,
  keyword,
  label,
  placeholder,
  button,
  maxLength,
  className,
  onSearch,
}: {
  schema: z.ZodType<KeywordValues, KeywordValues>;
  keyword: string | undefined;
  label: string;
  placeholder: string;
  button: string;
  maxLength: number;
  className?: string;
  /** The trimmed keyword, '' for none. */
  onSearch: (keyword: string) => void;
}) {
  const id = useId();
  const form = useForm<KeywordValues, unknown, KeywordValues>({
    resolver: zodResolver(schema),
    defaultValues: { keyword: keyword ?? '' },
  });
  useEffect(() => form.reset({ keyword: keyword ?? '' }), [form, keyword]);
  const onSubmit = form.handleSubmit((values) => onSearch(values.keyword ?? ''));
  return (
    <form onSubmit={onSubmit} className={className}>
      <Field id={`${id}-q`} label={label} error={form.formState.errors.keyword?.message}>
        <div className="mt-1 flex gap-2">
          <input
            id={`${id}-q`}
            type="search"
            enterKeyHint="search"
            maxLength={maxLength}
            placeholder={placeholder}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2"
            {...form.register('keyword')}
          />
          <button
            type="submit"
            className="rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900"
          >
            {button}
          </button>
        </div>
      </Field>
    </form>
  );
}
