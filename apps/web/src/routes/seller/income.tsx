import { useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { IncomeScreen } from '../../features/seller-income/components/income-screen';
import { PayoutStatements } from '../../features/seller-payouts/components/payout-statements';
import { useTranslation } from '../../lib/use-translation';

// /seller/income: the ledger, and (issue 32, decision 0140) the payout statements as a second tab
// (?tab=statements), so a shop reads what each payout paid.

export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const isStatements = params.get('tab') === 'statements';
  const tab = (active: boolean) =>
    `rounded-t-lg border-b-2 px-4 py-2 text-sm font-semibold ${
      active ? 'border-emerald-700 text-emerald-900' : 'border-transparent text-slate-600'
    }`;
  return (
    <>
      <PageHeading titleKey="pages.sellerIncome" />
      <div role="tablist" className="mb-4 flex gap-1 border-b border-slate-200 print:hidden">
        <button
          type="button"
          role="tab"
          aria-selected={!isStatements}
          className={tab(!isStatements)}
          onClick={() => setParams({})}
        >
          {t('sellerPayouts.tabs.ledger')}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={isStatements}
          className={tab(isStatements)}
          onClick={() => setParams({ tab: 'statements' })}
        >
          {t('sellerPayouts.tabs.statements')}
        </button>
      </div>
      {isStatements ? <PayoutStatements /> : <IncomeScreen />}
    </>
  );
}
