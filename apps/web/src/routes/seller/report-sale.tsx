import { PageHeading } from '../../components/page-heading';
import { ReportScreen } from '../../features/seller-reports/components/report-screen';

export function Component() {
  return (
    <>
      <PageHeading titleKey="pages.sellerReportSale" />
      <ReportScreen report="sale" />
    </>
  );
}
