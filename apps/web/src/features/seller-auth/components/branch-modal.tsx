import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Pager } from '../../../components/pager';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../lib/use-translation';
import { branchListQueryOptions, useChangeBranch } from '../api/switching';
import { buttonClass, KeywordForm, ModalFrame, SwitchFailedAlert, useSwitch } from './switch-parts';

// The 'เลือกสาขา' modal (spec 2.7): keyword on Enter, paged, 'ไม่พบสาขา', 'เลือก' per branch.

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
