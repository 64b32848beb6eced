import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalStatus } from '@yangdee/contracts/seller-switching';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Pager } from '../../../components/pager';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../lib/use-translation';
import { sellerListQueryOptions, useApproveStore, useChangeSeller } from '../api/switching';
import { buttonClass, KeywordForm, ModalFrame, SwitchFailedAlert, useSwitch } from './switch-parts';

// The platform admin's 'เลือกร้านค้า' modal (spec 2.7): 'พิมพ์ชื่อร้านค้า' before a search, each
// shop with picture, name, branch and address; a 'รออนุมัติ' tab lists shops waiting for approval
// with 'อนุมัติ' / 'ไม่อนุมัติ' (decision 0071).

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

  // Approving shows the shop to every shopper and cannot be taken back from here: asked first.
  const [asking, setAsking] = useState<{
    sellerId: number;
    name: string;
    isApproved: boolean;
  } | null>(null);
  const decide = (sellerId: number, isApproved: boolean) => {
    setAsking(null);
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
                    onClick={() =>
                      setAsking({ sellerId: store.sellerId, name: store.name, isApproved: true })
                    }
                  >
                    {t('sellerAuth.approve')}
                  </button>
                  <button
                    type="button"
                    className="rounded-lg border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50"
                    disabled={approve.isPending}
                    aria-label={`${t('sellerAuth.reject')} ${store.name}`}
                    onClick={() =>
                      setAsking({ sellerId: store.sellerId, name: store.name, isApproved: false })
                    }
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
      <ConfirmDialog
        isOpen={asking !== null}
        title={t(
          asking?.isApproved === false ? 'sellerAuth.rejectTitle' : 'sellerAuth.approveTitle',
          {
            name: asking?.name ?? '',
          },
        )}
        message={t(
          asking?.isApproved === false ? 'sellerAuth.rejectMessage' : 'sellerAuth.approveMessage',
        )}
        isBusy={approve.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && decide(asking.sellerId, asking.isApproved)}
      />
    </>
  );
}
