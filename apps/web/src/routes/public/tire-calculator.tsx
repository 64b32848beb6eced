import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import {
  type CalculateSizeChangeBody,
  CalculateSizeChangeBodySchema,
} from '@yangdee/contracts/calculator';
import { formatTyreSize, parseTyreSize, type TyreSize } from '@yangdee/contracts/tyre-size-math';
import { Controller, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { Spinner } from '../../components/spinner';
import { sizeChangeQueryOptions } from '../../features/calculator/api/calculate-size-change';
import { SizeChangeResult } from '../../features/calculator/components/size-change-result';
import { SizeFields } from '../../features/calculator/components/size-fields';
import { useTranslation } from '../../lib/use-translation';

// /tire-calculator (spec 1, issue 2/6 §6). The compared sizes live in the URL (?from=&to=) so a
// result can be shared; the form starts from them or from a common upgrade.

const DEFAULT_ORIGINAL: TyreSize = { width: 185, ratio: 60, diameter: 15 };
const DEFAULT_TARGET: TyreSize = { width: 195, ratio: 55, diameter: 16 };

function Result({ original, target }: { original: TyreSize; target: TyreSize }) {
  const { t } = useTranslation();
  const result = useQuery(sizeChangeQueryOptions(original, target));
  if (result.isPending) {
    return (
      <div className="flex justify-center py-8">
        <Spinner />
      </div>
    );
  }
  if (result.isError) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        {t('calculator.error')}
      </p>
    );
  }
  return <SizeChangeResult result={result.data} />;
}

export function Component() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const fromUrl = parseTyreSize(search.get('from') ?? '');
  const toUrl = parseTyreSize(search.get('to') ?? '');
  // The two sizes, checked with the size-change request's own schema before they go to the URL.
  const form = useForm<CalculateSizeChangeBody>({
    // The schema coerces typed numbers (its input type is unknown); the pickers give numbers.
    resolver: zodResolver(CalculateSizeChangeBodySchema) as never,
    defaultValues: { original: fromUrl ?? DEFAULT_ORIGINAL, target: toUrl ?? DEFAULT_TARGET },
  });

  const onSubmit = form.handleSubmit(({ original, target }) => {
    setSearch({ from: formatTyreSize(original), to: formatTyreSize(target) }, { replace: true });
  });

  return (
    <>
      <PageHeading titleKey="pages.tireCalculator">
        <p className="mt-2 max-w-3xl text-slate-600">{t('calculator.intro')}</p>
      </PageHeading>
      <form onSubmit={onSubmit} noValidate className="mb-8 grid gap-4 md:grid-cols-2">
        <Controller
          control={form.control}
          name="original"
          render={({ field }) => (
            <SizeFields
              legend={t('calculator.original')}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={form.control}
          name="target"
          render={({ field }) => (
            <SizeFields
              legend={t('calculator.target')}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <div className="md:col-span-2">
          <button
            type="submit"
            className="rounded-lg bg-emerald-800 px-8 py-3 font-semibold text-white hover:bg-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
          >
            {t('calculator.compare')}
          </button>
        </div>
      </form>
      {fromUrl && toUrl ? <Result original={fromUrl} target={toUrl} /> : null}
    </>
  );
}
