import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormDialog } from '../../../components/form-dialog';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { type BenefitKind, benefitListKey } from '../api/benefits';
import { AttachPanel } from './attach-panel';
import { primaryButton, quietButton } from './form-bits';

// The page both /seller/product/warranty and /seller/product/service are: the shop's items as
// cards (what the shopper reads, whether it is on, how many offers carry it), add / edit in a
// dialog (a sheet on a phone), delete after a confirm that says how many offers lose it, and
// "สินค้าที่ใช้" → the attach list (?offers=<id>, so the browser's back returns to the list).

export type BenefitItem = { id: number; title: string; isActive: boolean; productCount: number };
type Open<T> = { kind: 'add' } | { kind: 'edit'; item: T } | null;

export function BenefitScreen<T extends BenefitItem>({
  kind,
  items,
  isPending,
  error,
  filter,
  renderDetails,
  renderForm,
  onDelete,
}: {
  kind: BenefitKind;
  items: readonly T[];
  isPending: boolean;
  error: unknown;
  filter?: ReactNode;
  renderDetails: (item: T) => ReactNode;
  renderForm: (item: T | null, onDone: (title: string) => void) => ReactNode;
  onDelete: (item: T) => Promise<{ message: string }>;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<Open<T>>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ text: string; isError: boolean } | null>(null);
  const attachId = Number(params.get('offers')) || null;
  const attachItem = attachId ? items.find((i) => i.id === attachId) : undefined;
  const k = (key: string) => `sellerBenefits.${kind}.${key}`;

  if (attachId && attachItem) {
    return (
      <AttachPanel
        kind={kind}
        itemId={attachItem.id}
        title={attachItem.title}
        onBack={() => {
          void queryClient.invalidateQueries({ queryKey: benefitListKey(kind) });
          setParams({});
        }}
      />
    );
  }
  const done = (text: string) => {
    setNotice({ text, isError: false });
    setOpen(null);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      setNotice({ text: (await onDelete(deleting)).message, isError: false });
    } catch (e) {
      setNotice({ text: e instanceof ApiError ? e.message : t(k('deleteFailed')), isError: true });
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="max-w-2xl text-slate-600">{t(k('intro'))}</p>
        <button type="button" className={primaryButton} onClick={() => setOpen({ kind: 'add' })}>
          {t(k('add'))}
        </button>
      </div>
      {filter}
      {notice ? (
        <p
          role={notice.isError ? 'alert' : 'status'}
          className={`rounded-lg border p-3 text-sm ${
            notice.isError
              ? 'border-red-300 bg-red-50 text-red-800'
              : 'border-emerald-300 bg-emerald-50 text-emerald-900'
          }`}
        >
          {notice.text}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-red-700">
          {error instanceof ApiError ? error.message : t('sellerBenefits.common.loadFailed')}
        </p>
      ) : items.length === 0 && !isPending ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">
          {t(k('empty'))}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label={t(k('listLabel'))}>
          {items.map((item) => (
            <li
              key={item.id}
              data-testid={`${kind}-card`}
              className="flex min-w-0 flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4"
            >
              <div className="flex items-start justify-between gap-2">
                <h3 className="min-w-0 font-semibold break-words text-slate-900">{item.title}</h3>
                <span
                  className={`shrink-0 rounded-full px-2 py-0.5 text-xs ${
                    item.isActive
                      ? 'bg-emerald-100 text-emerald-900'
                      : 'bg-slate-200 text-slate-700'
                  }`}
                >
                  {t(item.isActive ? 'sellerBenefits.common.on' : 'sellerBenefits.common.off')}
                </span>
              </div>
              {renderDetails(item)}
              <p className="text-sm text-slate-700">
                {t('sellerBenefits.common.productCount', { count: item.productCount })}
              </p>
              <div className="mt-auto flex flex-wrap gap-2 pt-1">
                <button
                  type="button"
                  className={quietButton}
                  onClick={() => setOpen({ kind: 'edit', item })}
                >
                  {t('sellerBenefits.common.edit')}
                </button>
                <button
                  type="button"
                  className={quietButton}
                  onClick={() => setParams({ offers: String(item.id) })}
                >
                  {t('sellerBenefits.common.offers')}
                </button>
                <button
                  type="button"
                  className={`${quietButton} text-red-700`}
                  onClick={() => setDeleting(item)}
                >
                  {t('sellerBenefits.common.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <FormDialog
        isOpen={open !== null}
        title={t(open?.kind === 'edit' ? k('editTitle') : k('addTitle'))}
        onClose={() => setOpen(null)}
      >
        {open
          ? renderForm(open.kind === 'edit' ? open.item : null, (title) =>
              done(t(k('saved'), { title })),
            )
          : null}
      </FormDialog>
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t(k('deleteTitle'))}
        message={
          deleting
            ? t(k('deleteConfirm'), { title: deleting.title, count: deleting.productCount })
            : ''
        }
        isBusy={isBusy}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
