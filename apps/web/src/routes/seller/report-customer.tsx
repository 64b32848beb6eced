import { PageHeading } from '../../components/page-heading';

export function Component() {
  return <PageHeading titleKey="pages.sellerReportCustomer" />;
}
