import { PageHeading } from '../../components/page-heading';
import { IncomeScreen } from '../../features/seller-income/components/income-screen';

export function Component() {
  return (
    <>
      <PageHeading titleKey="pages.sellerIncome" />
      <IncomeScreen />
    </>
  );
}
