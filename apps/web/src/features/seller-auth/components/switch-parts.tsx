import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import type { SellerSessionResponse } from '@yangdee/contracts/seller-session';
import {
  type SwitchKeywordForm,
  SwitchKeywordFormSchema,
} from '@yangdee/contracts/seller-switching';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '../../../components/error-alert';
import { TextField } from '../../../components/form-field';
import { useTranslation } from '../../../lib/use-translation';
import { storeSellerSession } from '../api/session';

// Shared pieces of the 'เลือกสาขา' and 'เลือกร้านค้า' modals (spec 2.7): the dialog frame, the
// keyword search that runs on Enter, and the switch itself (store the new token, info and acl,
// reload; on failure the spec 8 warning).

export const buttonClass =
  'rounded-lg bg-emerald-800 px-3 py-1.5 text-sm font-semibold text-white hover:bg-emerald-900 disabled:opacity-60';

export function ModalFrame({
  isOpen,
  onClose,
  title,
  children,
}: {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-40 flex max-h-[90vh] w-[min(94vw,40rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white p-5 text-slate-900 shadow-xl">
          <div className="mb-3 flex items-center justify-between gap-3">
            <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
            <Dialog.Close className="rounded-lg px-3 py-1 text-slate-700 hover:bg-slate-100">
              {t('sellerAuth.close')}
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{title}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function KeywordForm({ label, onSearch }: { label: string; onSearch: (k: string) => void }) {
  const { t } = useTranslation();
  const form = useForm<SwitchKeywordForm>({
    resolver: zodResolver(SwitchKeywordFormSchema) as never,
    defaultValues: { keyword: '' },
  });
  // The lists' own rule: the keyword trimmed, at most 100 characters.
  const submit = form.handleSubmit(({ keyword }) => onSearch(keyword));
  return (
    <form onSubmit={submit} noValidate className="mb-3 flex gap-2">
      <div className="min-w-0 flex-1">
        <TextField
          label={<span className="sr-only">{label}</span>}
          type="search"
          placeholder={label}
          inputClassName="w-full rounded-lg border border-slate-300 px-3 py-2"
          registration={form.register('keyword')}
          error={form.formState.errors.keyword?.message}
        />
      </div>
      <button type="submit" className={buttonClass}>
        {t('common.search')}
      </button>
    </form>
  );
}

/** A switch: store the session and reload; on failure the spec 8 warning. */
export function useSwitch(mutate: (id: number) => Promise<SellerSessionResponse>) {
  const [busyId, setBusyId] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const choose = async (id: number) => {
    setBusyId(id);
    try {
      storeSellerSession(await mutate(id));
      window.location.reload();
    } catch {
      setBusyId(null);
      setFailed(true);
    }
  };
  return { busyId, failed, clearFailed: () => setFailed(false), choose };
}

export function SwitchFailedAlert({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorAlert
      isOpen={isOpen}
      title={t('sellerAuth.switchFailedTitle')}
      message={t('sellerAuth.switchFailed')}
      onClose={onClose}
    />
  );
}
