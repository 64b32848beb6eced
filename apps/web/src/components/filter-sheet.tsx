import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';

interface FilterSheetProps {
  /** How many filters are on, shown on the button. */
  activeCount: number;
  /** How many tyres (or shops) the filters find, once known. */
  resultCount: number | undefined;
  /** The text key of the "see N results" button; tyres by default. */
  resultCountKey?: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
}

/**
 * On a phone the filters of the listing and of /store fold into a sheet opened by a "ตัวกรอง" button, so the tyres
 * come first (issue 13; decision 0063). Every change still goes to the URL at once.
 */
export function FilterSheet({
  activeCount,
  resultCount,
  resultCountKey = 'catalog.filters.seeResultsCount',
  isOpen,
  onOpenChange,
  children,
}: FilterSheetProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Trigger className="flex items-center gap-2 justify-self-start rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-700">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5">
          <path fill="currentColor" d="M3 5h18v2H3V5Zm4 6h10v2H7v-2Zm3 6h4v2h-4v-2Z" />
        </svg>
        {t('catalog.filters.heading')}
        {activeCount > 0 ? (
          <span className="rounded-full bg-emerald-800 px-2 text-sm text-white">
            <span className="sr-only">
              {t('catalog.filters.activeCount', { count: activeCount })}
            </span>
            <span aria-hidden="true">{activeCount}</span>
          </span>
        ) : null}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col rounded-t-2xl bg-white shadow-xl"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-lg font-bold text-slate-900">
              {t('catalog.filters.heading')}
            </Dialog.Title>
            <Dialog.Close className="rounded-md px-3 py-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-700">
              {t('common.close')}
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-4 py-4">{children}</div>
          <div className="border-t border-slate-200 p-4">
            <Dialog.Close className="w-full rounded-lg bg-emerald-800 px-4 py-3 font-semibold text-white hover:bg-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700">
              {resultCount === undefined
                ? t('catalog.filters.seeResults')
                : t(resultCountKey, { count: resultCount })}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
