import * as Dialog from '@radix-ui/react-dialog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SellerSessionResponse } from '@yangdee/contracts/seller-session';
import type { ApprovalStatus } from '@yangdee/contracts/seller-switching';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { Pager } from '../../../components/pager';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../lib/use-translation';
import { storeSellerSession } from '../api/session';
import {
  branchListQueryOptions,
  sellerListQueryOptions,
  useApproveStore,
  useChangeBranch,
  useChangeSeller,
} from '../api/switching';

// The 'เลือกสาขา' and 'เลือกร้านค้า' modals of the seller header (spec 2.7): keyword on Enter,
// paged lists, 'ไม่พบสาขา'. Choosing stores the new token, info and acl and reloads the page; a
// failed switch shows the spec 8 warning. The admin's modal also lists shops waiting for
// approval with 'อนุมัติ' / 'ไม่อนุมัติ' (decision 0071).

const buttonClass =
  'rounded-lg bg-emerald-800 px-3 py-1.5 text-sm font-semibold text-white hover:bg-emerald-900 disabled:opacity-60';

function ModalFrame({
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

function KeywordForm({ label, onSearch }: { label: string; onSearch: (k: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form onSubmit={submit} className="mb-3 flex gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={label}
        onChange={(e) => setText(e.target.value)}
        className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2"
      />
      <button type="submit" className={buttonClass}>
        {t('common.search')}
      </button>
    </form>
  );
}

/** A switch: store the session and reload; on failure the spec 8 warning. */
function useSwitch(mutate: (id: number) => Promise<SellerSessionResponse>) {
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

function SwitchFailedAlert({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
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

export function BranchModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery({ ...branchListQueryOptions(keyword, page), enabled: isOpen });
  const change = useChangeBranch();
  const sw = useSwitch((id) => change.mutateAsync(id));
  return (
    <>
      <ModalFrame isOpen={isOpen} onClose={onClose} title={t('sellerAuth.chooseBranch')}>
        <KeywordForm
          label={t('sellerAuth.branchKeyword')}
          onSearch={(k) => {
            setKeyword(k);
            setPage(1);
          }}
        />
        <div className="min-h-24 overflow-y-auto" aria-live="polite">
          {list.isPending ? (
            <Spinner />
          ) : list.data && list.data.branchList.length > 0 ? (
            <ul className="divide-y divide-slate-200">
              {list.data.branchList.map((branch) => (
                <li key={branch.sellerId} className="flex items-center gap-3 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold">{branch.name}</p>
                    <p className="text-sm text-slate-600">{branch.address}</p>
                  </div>
                  <button
                    type="button"
                    className={buttonClass}
                    disabled={sw.busyId !== null}
                    aria-label={`${t('sellerAuth.choose')} ${branch.name}`}
                    onClick={() => sw.choose(branch.sellerId)}
                  >
                    {t('sellerAuth.choose')}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="py-6 text-center text-slate-600">{t('sellerAuth.noBranch')}</p>
          )}
        </div>
        {list.data && list.data.totalPage > 1 ? (
          <Pager page={page} totalPages={list.data.totalPage} onPageChange={setPage} />
        ) : null}
      </ModalFrame>
      <SwitchFailedAlert isOpen={sw.failed} onClose={sw.clearFailed} />
    </>
  );
}

export function StoreModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<'all' | 'pending'>('all');
  const [keyword, setKeyword] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState('');
  const status: ApprovalStatus | undefined = tab === 'pending' ? 'pending' : undefined;
  const canList = isOpen && (tab === 'pending' || keyword !== null);
  const list = useQuery({
    ...sellerListQueryOptions(keyword ?? '', page, status),
    enabled: canList,
  });
  const change = useChangeSeller();
  const approve = useApproveStore();
  const sw = useSwitch((id) => change.mutateAsync(id));

  const decide = (sellerId: number, isApproved: boolean) => {
    setNotice('');
    approve.mutate(
      { sellerId, approve: isApproved },
      {
        onSuccess: () => {
          setNotice(isApproved ? t('sellerAuth.approvedDone') : t('sellerAuth.rejectedDone'));
          queryClient.invalidateQueries({ queryKey: ['seller', 'all-seller-list'] });
        },
      },
    );
  };

  const tabClass = (isActive: boolean) =>
    `rounded-full px-4 py-1.5 text-sm font-semibold ${isActive ? 'bg-emerald-800 text-white' : 'bg-slate-100 text-slate-800'}`;

  let content: ReactNode;
  if (!canList) {
    content = <p className="py-6 text-center text-slate-600">{t('sellerAuth.typeStoreName')}</p>;
  } else if (list.isPending) {
    content = <Spinner />;
  } else if (list.data && list.data.sellerList.length > 0) {
    content = (
      <ul className="divide-y divide-slate-200">
        {list.data.sellerList.map((store) => (
          <li key={store.sellerId} className="flex flex-wrap items-center gap-3 py-3">
            {store.picture ? (
              <img
                src={store.picture}
                alt=""
                width={64}
                height={48}
                className="h-12 w-16 rounded object-cover"
              />
            ) : (
              <span aria-hidden="true" className="h-12 w-16 rounded bg-slate-100" />
            )}
            <div className="min-w-0 flex-1">
              <p className="font-semibold">
                {store.name}
                {store.approvalStatus !== 'approved' ? (
                  <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
                    {store.approvalStatus === 'pending'
                      ? t('sellerAuth.statusPending')
                      : t('sellerAuth.statusRejected')}
                  </span>
                ) : null}
              </p>
              {store.branch ? <p className="text-sm text-slate-700">{store.branch}</p> : null}
              <p className="text-sm text-slate-600">{store.address}</p>
            </div>
            <div className="flex gap-2">
              {store.approvalStatus === 'pending' ? (
                <>
                  <button
                    type="button"
                    className={buttonClass}
                    disabled={approve.isPending}
                    aria-label={`${t('sellerAuth.approve')} ${store.name}`}
                    onClick={() => decide(store.sellerId, true)}
                  >
                    {t('sellerAuth.approve')}
                  </button>
                  <button
                    type="button"
                    className="rounded-lg border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50"
                    disabled={approve.isPending}
                    aria-label={`${t('sellerAuth.reject')} ${store.name}`}
                    onClick={() => decide(store.sellerId, false)}
                  >
                    {t('sellerAuth.reject')}
                  </button>
                </>
              ) : null}
              <button
                type="button"
                className={buttonClass}
                disabled={sw.busyId !== null}
                aria-label={`${t('sellerAuth.choose')} ${store.name} ${store.branch}`}
                onClick={() => sw.choose(store.sellerId)}
              >
                {t('sellerAuth.choose')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    );
  } else {
    content = <p className="py-6 text-center text-slate-600">{t('sellerAuth.noBranch')}</p>;
  }

  return (
    <>
      <ModalFrame isOpen={isOpen} onClose={onClose} title={t('sellerAuth.chooseStore')}>
        <div className="mb-3 flex gap-2">
          <button
            type="button"
            aria-pressed={tab === 'all'}
            className={tabClass(tab === 'all')}
            onClick={() => {
              setTab('all');
              setPage(1);
            }}
          >
            {t('sellerAuth.allStores')}
          </button>
          <button
            type="button"
            aria-pressed={tab === 'pending'}
            className={tabClass(tab === 'pending')}
            onClick={() => {
              setTab('pending');
              setPage(1);
            }}
          >
            {t('sellerAuth.pendingStores')}
          </button>
        </div>
        <KeywordForm
          label={t('sellerAuth.storeKeyword')}
          onSearch={(k) => {
            setKeyword(k);
            setPage(1);
          }}
        />
        {notice ? (
          <p role="status" className="mb-2 rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900">
            {notice}
          </p>
        ) : null}
        {approve.error ? (
          <p role="alert" className="mb-2 rounded-lg bg-red-50 px-3 py-2 text-red-800">
            {approve.error.message || t('error.tryAgain')}
          </p>
        ) : null}
        <div className="min-h-24 overflow-y-auto" aria-live="polite">
          {content}
        </div>
        {canList && list.data && list.data.totalPage > 1 ? (
          <Pager page={page} totalPages={list.data.totalPage} onPageChange={setPage} />
        ) : null}
      </ModalFrame>
      <SwitchFailedAlert isOpen={sw.failed} onClose={sw.clearFailed} />
    </>
  );
}
